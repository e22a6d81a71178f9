import type { CheckoutMethod } from '@store/shared';
import { useTranslation } from '../../../i18n';

/** The ways to pay the provider's checkout offers, in its order (UPI first), shown before PAY NOW. */
export function PaymentMethods({ methods }: { methods: CheckoutMethod[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <p id="payment-methods" className="text-sm text-slate-600">
        {t('payment.waysToPay')}
      </p>
      <ul aria-labelledby="payment-methods" className="mt-2 flex flex-wrap gap-2">
        {methods.map((method) => (
          <li
            key={method}
            className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-200"
          >
            {method === 'upi' ? 'UPI' : t(`payment.${method}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
