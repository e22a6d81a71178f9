import { CartIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n';
import { itemCount } from '../../lib/cart-rules';
import { cartActions, useCartItems } from '../../lib/cart-store';

/** Opens the cart; the badge counts items (quantities included). */
export function CartButton() {
  const { t } = useTranslation();
  const count = itemCount(useCartItems());
  return (
    <button
      type="button"
      onClick={cartActions.open}
      // Counted by the page's script while the app loads (lib/page-cart.ts).
      data-cart-button
      aria-label={t('header.cart', { count })}
      className="relative rounded-lg p-2 text-slate-700 hover:bg-slate-100 hover:text-brand-800"
    >
      <CartIcon />
      {count > 0 ? (
        <span
          data-testid="cart-count"
          className="absolute -right-1 -top-1 flex min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-xs font-bold text-slate-950"
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}
