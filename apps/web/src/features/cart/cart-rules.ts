import { type CartTotals, cartTotals, MAX_CART_QUANTITY, MIN_CART_QUANTITY, rupeesToPaise } from '@store/shared';

/** A cart line: the card's fields plus a quantity (starts at 1). */
export interface CartItem {
  _id: string;
  title: string;
  price: number;
  imageSrc: string;
  quantity: number;
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
    item._id === id ? { ...item, quantity: Math.min(MAX_CART_QUANTITY, item.quantity + 1) } : item,
  );
}

/** Lowers the quantity by 1, never below 1. */
export function decreaseItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.map((item) =>
    item._id === id ? { ...item, quantity: Math.max(MIN_CART_QUANTITY, item.quantity - 1) } : item,
  );
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item._id !== id);
}

export function itemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Subtotal, GST 18% and total in paise, by the shared money rules. */
export function totalsOf(items: readonly CartItem[]): CartTotals {
  return cartTotals(items.map((item) => ({ unitPaise: rupeesToPaise(item.price), quantity: item.quantity })));
}

/** Keeps only well-formed lines from storage written by an older version or edited by hand. */
export function sanitiseStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): CartItem[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { _id, title, price, imageSrc, quantity } = entry as Record<string, unknown>;
    if (typeof _id !== 'string' || typeof title !== 'string' || typeof imageSrc !== 'string') return [];
    if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return [];
    if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return [];
    const bounded = Math.min(MAX_CART_QUANTITY, Math.max(MIN_CART_QUANTITY, quantity));
    return [{ _id, title, price, imageSrc, quantity: bounded }];
  });
}
