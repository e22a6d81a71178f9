// The cart's lines as they are stored in the browser and the rules for adding to them: all a page's script
// needs to put a design in the cart before the app has loaded (lib/page-cart.ts), apart from the money math.
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY, PLAN_MONTHS, type PlanLineInput } from '@store/shared';

/** Where the cart is kept in the browser (localStorage), by the app and by a page's script before the app. */
export const CART_STORAGE_KEY = 'cart';

/** A cart line: the card's fields plus a quantity (starts at 1). */
export interface CartItem {
  _id: string;
  title: string;
  price: number;
  imageSrc: string;
  quantity: number;
  /** Set on a marketing plan's line: its price is the monthly price × months, its quantity stays 1. */
  plan?: PlanLineInput;
}

export type CartCard = Omit<CartItem, 'quantity'>;

/** Adding a card already in the cart raises its quantity by 1; a new card is appended with quantity 1. */
export function addItem(items: readonly CartItem[], card: CartCard): CartItem[] {
  const existing = items.find((item) => item._id === card._id);
  if (!existing) {
    return [...items, { _id: card._id, title: card.title, price: card.price, imageSrc: card.imageSrc, quantity: 1 }];
  }
  return increaseItem(items, card._id);
}

export function increaseItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.map((item) =>
    item._id === id && !item.plan ? { ...item, quantity: Math.min(MAX_CART_QUANTITY, item.quantity + 1) } : item,
  );
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Keeps only well-formed lines from storage written by an older version or edited by hand. */
export function sanitiseStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): CartItem[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { _id, title, price, imageSrc, quantity, plan } = entry as Record<string, unknown>;
    if (typeof _id !== 'string' || typeof title !== 'string' || typeof imageSrc !== 'string') return [];
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return [];
    if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return [];
    if (plan !== undefined) {
      const { id, months } = (plan ?? {}) as Record<string, unknown>;
      if (typeof id !== 'string' || !(PLAN_MONTHS as readonly unknown[]).includes(months)) return [];
      return [{ _id, title, price, imageSrc, quantity: 1, plan: { id, months: months as number } }];
    }
    const bounded = Math.min(MAX_CART_QUANTITY, Math.max(MIN_CART_QUANTITY, quantity));
    return [{ _id, title, price, imageSrc, quantity: bounded }];
  });
}

/** The cart as kept in this browser (none when storage is blocked or holds something else). */
export function readStoredCart(): CartItem[] {
  try {
    return sanitiseStoredCart(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/** On <html>: the design whose Add to Cart had focus when the page script added it, before the app drew the card. */
export const FOCUS_AFTER_ADD_ATTRIBUTE = 'data-cart-focus';
