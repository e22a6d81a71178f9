import { useSyncExternalStore } from 'react';
import {
  addItem,
  addPlan,
  CART_STORAGE_KEY,
  type CartCard,
  type CartItem,
  decreaseItem,
  increaseItem,
  readStoredCart,
  removeItem,
} from './cart-rules';
import { onLogout } from './session';

const noItems: CartItem[] = [];
let items: CartItem[] = typeof localStorage === 'undefined' ? noItems : readStoredCart();
let isOpen = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function setItems(next: CartItem[]) {
  items = next;
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the cart still works for this page view.
  }
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab changed the cart.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) {
      items = readStoredCart();
      emit();
    }
  });
}

export const cartActions = {
  add: (card: CartCard) => setItems(addItem(items, card)),
  addPlan: (plan: Parameters<typeof addPlan>[1], months: number) => setItems(addPlan(items, plan, months)),
  increase: (id: string) => setItems(increaseItem(items, id)),
  decrease: (id: string) => setItems(decreaseItem(items, id)),
  remove: (id: string) => setItems(removeItem(items, id)),
  clear: () => setItems([]),
  /** Paying an unpaid order again: its lines become the cart. */
  replace: (next: CartItem[]) => setItems(next),
  open: () => {
    isOpen = true;
    emit();
  },
  close: () => {
    isOpen = false;
    emit();
  },
};

onLogout(cartActions.clear);

// The server snapshots are what prerendered pages show: an empty, closed cart.
export const useCartItems = () =>
  useSyncExternalStore(
    subscribe,
    () => items,
    () => noItems,
  );
export const useCartOpen = () =>
  useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
export const getCartItems = () => items;
