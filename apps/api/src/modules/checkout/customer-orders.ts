import type { CustomerOrder } from '@store/shared';
import { paiseToRupees } from '@store/shared';
import type { CheckoutDeps } from './checkout-deps';
import { listItems, listOrdersOfUser } from './orders.repository';

/** A customer's own orders, newest first, with the items as they were bought. */
export async function customerOrders(deps: CheckoutDeps, userId: string): Promise<CustomerOrder[]> {
  const orders = await listOrdersOfUser(deps.db, userId);
  const items = await listItems(
    deps.db,
    orders.map((order) => order.id),
  );
  return orders.map((order) => ({
    id: order.order_number,
    items: items
      .filter((item) => item.order_id === order.id)
      .map((item) => ({
        name: item.title,
        quantity: item.quantity,
        price: paiseToRupees(Number(item.unit_price_paise)),
      })),
    total: paiseToRupees(Number(order.total_paise)),
    status: order.status,
    createdAt: order.created_at,
    paymentSessionId: order.payment_session_id,
  }));
}
