import {
  type CartTotals,
  cartTotals,
  MAX_CART_QUANTITY,
  MIN_CART_QUANTITY,
  PLAN_MONTHS,
  type PlanLineInput,
  planLineTitle,
  rupeesToPaise,
} from '@store/shared';

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
