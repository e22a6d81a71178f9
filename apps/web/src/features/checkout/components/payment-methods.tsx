import type { CheckoutMethod } from '@store/shared';

const LABELS: Record<CheckoutMethod, string> = { upi: 'UPI', card: 'Cards', netbanking: 'Netbanking' };

/** The ways to pay the provider's checkout offers, in its order (UPI first), shown before PAY NOW. */
export function PaymentMethods({ methods }: { methods: CheckoutMethod[] }) {
  return (
    <div>
      <p id="payment-methods" className="text-sm text-slate-600">
        Ways to pay
      </p>
      <ul aria-labelledby="payment-methods" className="mt-2 flex flex-wrap gap-2">
        {methods.map((method) => (
          <li
            key={method}
            className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-200"
          >
            {LABELS[method]}
          </li>
        ))}
      </ul>
    </div>
  );
}
