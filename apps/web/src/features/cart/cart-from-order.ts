import type { CustomerOrder } from '@store/shared';
import { type CartItem, planLineId, sanitiseStoredCart } from '../../lib/cart-rules';

/**
 * An unpaid order's lines as a cart again, to pay it again: the designs still on sale (the server
 * sends their picture) and the plans with their months. The server prices them again at checkout.
 */
export function cartItemsOfOrder(order: CustomerOrder): CartItem[] {
  return sanitiseStoredCart(
    order.items.flatMap((item) => {
      if (item.planMonths !== null) {
        const plan = { id: item.designId, months: item.planMonths };
        return [
          { _id: planLineId(item.designId), title: item.name, price: item.price, imageSrc: '', quantity: 1, plan },
        ];
      }
      if (item.imageSrc === null) return [];
      return [
        { _id: item.designId, title: item.name, price: item.price, imageSrc: item.imageSrc, quantity: item.quantity },
      ];
    }),
  );
}
