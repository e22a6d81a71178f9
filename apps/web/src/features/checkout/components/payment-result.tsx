import { formatRupees, type PaymentResult as Result } from '@store/shared';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { InvoiceDownload } from './invoice-download';

export type PaymentView =
  | { state: 'loading' }
  | { state: 'success'; result: Result }
  | { state: 'failed' }
  | { state: 'error' };

const copy = {
  failed: { title: 'Payment Failed', text: 'Unfortunately, the payment was not successful. Please try again.' },
  error: { title: 'Error occurred', text: 'There was an error processing your payment. Please contact support.' },
};

/**
 * The payment response page's states: loading, Success with details, Failed, Error. `nextStep`
 * (what the buyer does now, e.g. each website's brief) shows under a success.
 */
export function PaymentResultCard({ view, nextStep }: { view: PaymentView; nextStep?: (result: Result) => ReactNode }) {
  // The invoice is the buyer's own: offered while the buyer is signed in on this device.
  const signedIn = Boolean(useSession().user);
  if (view.state === 'loading') return <Spinner label="Checking your payment…" />;
  const success = view.state === 'success';
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <div
        aria-hidden="true"
        className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold ${success ? 'bg-emerald-100 text-emerald-700' : 'bg-red-100 text-red-700'}`}
      >
        {success ? '✓' : '!'}
      </div>
      <h1 className="mt-4 text-2xl font-bold">{success ? 'Payment Successful' : copy[view.state].title}</h1>
      {success ? (
        <dl className="mx-auto mt-4 max-w-xs space-y-1 text-left text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Order</dt>
            <dd data-testid="paid-order">{view.result.order_id}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Name</dt>
            <dd>{view.result.name}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Amount</dt>
            <dd data-testid="paid-amount">{formatRupees(view.result.amount)}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-slate-600">{copy[view.state].text}</p>
      )}
      {success && nextStep ? nextStep(view.result) : null}
      {success && signedIn ? <InvoiceDownload orderNumber={view.result.order_id} className="mt-6 mr-3" /> : null}
      <ButtonLink to={paths.home} className="mt-6">
        Continue Shopping
      </ButtonLink>
    </div>
  );
}
