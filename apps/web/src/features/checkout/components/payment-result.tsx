import { formatRupees, type PaymentResult as Result } from '@store/shared';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { InvoiceDownload } from './invoice-download';

export type PaymentView =
  | { state: 'loading' }
  | { state: 'success'; result: Result }
  | { state: 'failed' }
  | { state: 'error' };

const copy = {
  failed: { title: 'payment.unsuccessful', text: 'payment.unsuccessfulText' },
  error: { title: 'payment.errorTitle', text: 'payment.errorText' },
} as const;

/**
 * The payment response page's states: loading, Success with details, Failed, Error. `nextStep`
 * (what the buyer does now, e.g. each website's brief) shows under a success.
 */
export function PaymentResultCard({ view, nextStep }: { view: PaymentView; nextStep?: (result: Result) => ReactNode }) {
  // The invoice is the buyer's own: offered while the buyer is signed in on this device.
  const signedIn = Boolean(useSession().user);
  const { t } = useTranslation();
  if (view.state === 'loading') return <Spinner label={t('payment.checking')} />;
  const success = view.state === 'success';
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <div
        aria-hidden="true"
        className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold ${success ? 'bg-emerald-100 text-emerald-700' : 'bg-red-100 text-red-700'}`}
      >
        {success ? '✓' : '!'}
      </div>
      <h1 className="mt-4 text-2xl font-bold">{success ? t('payment.successful') : t(copy[view.state].title)}</h1>
      {success ? (
        <dl className="mx-auto mt-4 max-w-xs space-y-1 text-left text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('payment.order')}</dt>
            <dd data-testid="paid-order">{view.result.order_id}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('payment.name')}</dt>
            <dd>{view.result.name}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('payment.amount')}</dt>
            <dd data-testid="paid-amount">{formatRupees(view.result.amount)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-slate-600">{t(copy[view.state].text)}</p>
      )}
      {success && nextStep ? nextStep(view.result) : null}
      {success && signedIn ? <InvoiceDownload orderNumber={view.result.order_id} className="mt-6 mr-3" /> : null}
      <ButtonLink to={paths.home} className="mt-6">
        {t('payment.continueShopping')}
      </ButtonLink>
    </div>
  );
}
