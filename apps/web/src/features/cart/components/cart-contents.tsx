import { CartSummary } from '../../../components/cart-summary';
import { useTranslation } from '../../../i18n';
import { cartActions, useCartItems } from '../../../lib/cart-store';
import { CartLine } from './cart-line';
import { CheckoutButton } from './checkout-button';

/** The cart's lines, totals and Checkout; shared by the slide-over panel and /cart. */
export function CartContents() {
  const { t } = useTranslation();
  const items = useCartItems();
  if (items.length === 0) {
    return <p className="py-10 text-center text-slate-600">{t('cart.empty')}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-slate-200">
        {items.map((item) => (
          <CartLine key={item._id} item={item} onRemove={() => cartActions.remove(item._id)} />
        ))}
      </ul>
      <CartSummary items={items} />
      <CheckoutButton />
    </div>
  );
}
