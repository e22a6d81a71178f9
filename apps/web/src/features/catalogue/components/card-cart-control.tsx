import { ADD_TO_CART_TOAST_MS, type DesignCard } from '@store/shared';
import { useCallback, useRef } from 'react';
import { useLanguage, useTranslation } from '../../../i18n';
import { cartActions, useCartItems } from '../../../lib/cart-store';
import { notify } from '../../../lib/notify';
import { takeFocusAfterAdd } from '../focus-after-add';
import { QuantityStepper } from './quantity-stepper';

/**
 * A card's "Add to Cart", or its quantity stepper once the design is in the cart. The control the
 * shopper pressed disappears in the swap, so focus moves to its replacement instead of falling to
 * the page: to the stepper's increase control after adding, back to "Add to Cart" after removing.
 */
export function CardCartControl({ card }: { card: DesignCard }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const inCart = useCartItems().find((item) => item._id === card._id);
  // Set by this card's own add and remove only: a change made elsewhere (the cart panel) moves no focus.
  const focusAfterSwap = useRef<'stepper' | 'add' | null>(null);
  // Callback refs run as the replacement control mounts.
  const focusStepper = useCallback(
    (element: HTMLButtonElement | null) => {
      // Also when the page's script added the design before the app drew this card (lib/page-cart.ts).
      if (element && (focusAfterSwap.current === 'stepper' || takeFocusAfterAdd(card._id))) element.focus();
      if (element) focusAfterSwap.current = null;
    },
    [card._id],
  );
  const focusAddButton = useCallback((element: HTMLButtonElement | null) => {
    if (element && focusAfterSwap.current === 'add') element.focus();
    if (element) focusAfterSwap.current = null;
  }, []);

  const add = () => {
    focusAfterSwap.current = 'stepper';
    cartActions.add(card);
    notify('success', t('cart.added', { title: card.title }), { autoClose: ADD_TO_CART_TOAST_MS });
  };
  const remove = () => {
    focusAfterSwap.current = 'add';
    cartActions.remove(card._id);
  };

  if (inCart) {
    return (
      <QuantityStepper
        title={card.title}
        quantity={inCart.quantity}
        increaseRef={focusStepper}
        onIncrease={() => cartActions.increase(card._id)}
        onDecrease={() => cartActions.decrease(card._id)}
        onRemove={remove}
      />
    );
  }
  return (
    <button
      ref={focusAddButton}
      type="button"
      onClick={add}
      // Put in the cart by the page's script while the app loads (lib/page-cart.ts).
      data-cart-card={JSON.stringify({ _id: card._id, title: card.title, price: card.price, imageSrc: card.imageSrc })}
      data-cart-toast={language === 'en' ? undefined : t('cart.added', { title: card.title })}
      className="w-full rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 aria-busy:cursor-progress aria-busy:opacity-60"
    >
      {t('catalogue.addToCart')}
    </button>
  );
}
