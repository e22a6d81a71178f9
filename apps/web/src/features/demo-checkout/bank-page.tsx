import { type DemoSession, formatRupees } from '@store/shared';
import { useLanguage, useTranslation } from '../../i18n';

interface BankPageProps {
  bank: { code: string; name: string };
  session: DemoSession;
  busy: boolean;
  onAnswer: (outcome: 'approve' | 'decline') => void;
  onBack: () => void;
}

/** A stand-in for the bank's netbanking page: the demo asks no login, only approve or decline. */
export function BankPage({ bank, session, busy, onAnswer, onBack }: BankPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="bank-heading" className="space-y-4">
      <h2 id="bank-heading" className="text-lg font-bold">
        {t('demoCheckout.bankHeading', { bank: bank.name })}
      </h2>
      <p className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-3 text-sm text-amber-900">
        {t('demoCheckout.bankNote')}
      </p>
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt className="text-slate-600">{t('demoCheckout.payTo')}</dt>
        <dd className="font-semibold">{session.merchant}</dd>
        <dt className="text-slate-600">{t('demoCheckout.amount')}</dt>
        <dd className="font-semibold">{formatRupees(session.amount, language)}</dd>
        <dt className="text-slate-600">{t('demoCheckout.reference')}</dt>
        <dd>{session.orderNumber}</dd>
      </dl>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => onAnswer('approve')}
          className="rounded-xl bg-emerald-700 px-3 py-3 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
        >
          {t('demoCheckout.approvePayment')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => onAnswer('decline')}
          className="rounded-xl bg-white px-3 py-3 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-50 disabled:opacity-60"
        >
          {t('demoCheckout.declinePayment')}
        </button>
      </div>
      <button type="button" disabled={busy} onClick={onBack} className="text-sm underline">
        {t('demoCheckout.back')}
      </button>
    </section>
  );
}
