import { type CartTotals, cartTotals, MIN_CART_QUANTITY, planLineTitle, rupeesToPaise } from '@store/shared';
import type { CartItem } from './cart-lines';

export {
  addItem,
  CART_STORAGE_KEY,
  type CartCard,
  type CartItem,
  increaseItem,
  itemCount,
  readStoredCart,
  sanitiseStoredCart,
} from './cart-lines';

/** Lowers the quantity by 1, never below 1. */
export function decreaseItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.map((item) =>
    item._id === id ? { ...item, quantity: Math.max(MIN_CART_QUANTITY, item.quantity - 1) } : item,
  );
}

export const planLineId = (planId: string) => `plan:${planId}`;

/**
 * Puts a plan in the cart for `months` months at its monthly price × months. One line per plan:
 * choosing a plan already in the cart replaces its months where the line stands.
 */
export function addPlan(
  items: readonly CartItem[],
  plan: { id: string; title: string; pricePerMonth: number },
  months: number,
): CartItem[] {
  const line: CartItem = {
    _id: planLineId(plan.id),
    title: planLineTitle(plan.title, months),
    price: plan.pricePerMonth * months,
    imageSrc: '',
    quantity: 1,
    plan: { id: plan.id, months },
  };
  if (!items.some((item) => item._id === line._id)) return [...items, line];
  return items.map((item) => (item._id === line._id ? line : item));
}

/** The order's lines as the server takes them: designs with quantities, plans with months. */
export function orderLines(items: readonly CartItem[]) {
  return {
    items: items.filter((item) => !item.plan).map((item) => ({ id: item._id, quantity: item.quantity })),
    plans: items.flatMap((item) => (item.plan ? [item.plan] : [])),
  };
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item._id !== id);
}

/** Subtotal, GST 18% and total in paise, by the shared money rules. */
export function totalsOf(items: readonly CartItem[]): CartTotals {
  return cartTotals(items.map((item) => ({ unitPaise: rupeesToPaise(item.price), quantity: item.quantity })));
}
