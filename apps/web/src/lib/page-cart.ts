// Add to Cart on a part of the page the app has not taken over yet (a phone still fetching it): the
// page script puts the design in the cart itself, in the app's own storage and by the app's own rules,
// and shows what the app would: the add-to-cart toast and the header's count. The app reads the same
// cart when it starts, and draws its own count and the card's stepper from it.
import { ADD_TO_CART_TOAST_MS } from '@store/shared';
import {
  addItem,
  CART_STORAGE_KEY,
  type CartCard,
  FOCUS_AFTER_ADD_ATTRIBUTE,
  itemCount,
  readStoredCart,
  sanitiseStoredCart,
} from './cart-lines';
import { showToast } from './toast';
import { SUCCESS_ICON } from './toast-icons';

/** On an "Add to Cart" button: the design it adds, as the cart stores it (JSON). */
export const CART_CARD_ATTRIBUTE = 'data-cart-card';
/** On an "Add to Cart" button: its toast in the page's language (the page script has no catalogues). */
export const CART_TOAST_ATTRIBUTE = 'data-cart-toast';
/** On the header's cart button: the page script keeps its count while the app is not there. */
export const CART_BUTTON_ATTRIBUTE = 'data-cart-button';
const PAGE_BADGE_ATTRIBUTE = 'data-page-drawn';

export const ADDS_WITHOUT_THE_APP = `button[${CART_CARD_ATTRIBUTE}]`;

function readCard(button: Element): CartCard | undefined {
  try {
    const [item] = sanitiseStoredCart([{ ...JSON.parse(button.getAttribute(CART_CARD_ATTRIBUTE) ?? ''), quantity: 1 }]);
    return item;
  } catch {
    return undefined;
  }
}

/** The header's count as the app draws it; the app's own badge replaces this one once it draws. */
function showCount(count: number): void {
  for (const button of document.querySelectorAll(`[${CART_BUTTON_ATTRIBUTE}]`)) {
    button.setAttribute('aria-label', `Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
    let badge = button.querySelector<HTMLElement>('[data-testid="cart-count"]');
    if (!badge) {
      badge = document.createElement('span');
      badge.setAttribute('data-testid', 'cart-count');
      badge.setAttribute(PAGE_BADGE_ATTRIBUTE, '');
      // Its look is index.css's: the app's badge classes may be in none of the styles a drawn page inlines.
      button.append(badge);
      const pageBadge = badge;
      // The app's badge comes with its first render after hydration (React leaves a button's extra child be).
      new MutationObserver((_changes, observer) => {
        if (button.querySelector(`[data-testid="cart-count"]:not([${PAGE_BADGE_ATTRIBUTE}])`)) {
          pageBadge.remove();
          observer.disconnect();
        }
      }).observe(button, { childList: true });
    }
    badge.textContent = String(count);
  }
}

/** The header's count drawn again (a page put in place of this one is drawn with an empty cart). */
export function showStoredCount(): void {
  const count = itemCount(readStoredCart());
  if (count > 0) showCount(count);
}

/** Puts the design of `button` in the cart as the app's Add to Cart does; false when it names none. */
export function addToCartWithoutTheApp(button: Element): boolean {
  const card = readCard(button);
  if (!card) return false;
  const items = addItem(readStoredCart(), card);
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage blocked: the app, once loaded, has the tap instead.
    return false;
  }
  // The app's cart, if its code is already running, reads the storage again (as when another tab writes it).
  dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
  showCount(itemCount(items));
  // The app's stepper takes the focus this button had (features/catalogue/focus-after-add.ts).
  if (document.activeElement === button) document.documentElement.setAttribute(FOCUS_AFTER_ADD_ATTRIBUTE, card._id);
  showToast(
    'success',
    button.getAttribute(CART_TOAST_ATTRIBUTE) ?? `${card.title} added to cart`,
    ADD_TO_CART_TOAST_MS,
    SUCCESS_ICON,
  );
  return true;
}
