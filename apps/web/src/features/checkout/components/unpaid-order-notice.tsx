import { useTranslation } from '../../../i18n';

/** Why an order was not paid (nothing was taken) and, when its lines can go back in the cart, Pay again. */
export function UnpaidOrderNotice({ reason, payAgain }: { reason: string | null; payAgain?: () => void }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 px-4 py-3">
      <p data-testid="order-failure-reason" className="text-sm font-medium text-red-800">
        {reason}
      </p>
      {payAgain ? (
        <button
          type="button"
          onClick={payAgain}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          {t('payment.payAgain')}
        </button>
      ) : null}
    </div>
  );
}
