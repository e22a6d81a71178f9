import { Drawer } from '../../../components/ui/drawer';
import { CloseIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n';
import { cartActions, useCartOpen } from '../../../lib/cart-store';
import { CartContents } from './cart-contents';

/** The slide-over cart, a full-height panel from the right edge. */
export function CartPanel() {
  const { t } = useTranslation();
  const open = useCartOpen();
  return (
    <Drawer
      open={open}
      onClose={cartActions.close}
      side="right"
      labelledBy="cart-title"
      className="w-full max-w-md bg-white text-slate-900"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 id="cart-title" className="text-lg font-semibold">
            {t('cart.title')}
          </h2>
          <button
            type="button"
            onClick={cartActions.close}
            aria-label={t('cart.close')}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 pb-6">{open ? <CartContents /> : null}</div>
      </div>
    </Drawer>
  );
}
