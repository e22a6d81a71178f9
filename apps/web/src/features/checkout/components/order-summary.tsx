import { formatPaise, rupeesToPaise } from '@store/shared';
import { CartSummary } from '../../../components/cart-summary';
import { useTranslation } from '../../../i18n';
import type { CartItem } from '../../../lib/cart-rules';
import { useLineTitle } from '../../../lib/use-line-title';

/** Each item with its line price, then subtotal, GST 18% and total. */
export function OrderSummary({ items }: { items: readonly CartItem[] }) {
  const { t } = useTranslation();
  const lineTitle = useLineTitle();
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="summary-title" className="text-lg font-semibold">
        {t('checkout.summary')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item._id} className="flex justify-between gap-4 py-2 text-sm">
            <span>
              {lineTitle(item.title, item.plan?.months)}
              {item.quantity > 1 ? <span className="text-slate-600"> × {item.quantity}</span> : null}
            </span>
            <span className="shrink-0">{formatPaise(rupeesToPaise(item.price) * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-3 border-t border-slate-200 pt-3">
        <CartSummary items={items} totalTestId="order-total" />
      </div>
    </section>
  );
}
