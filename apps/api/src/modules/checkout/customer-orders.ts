import type { CustomerOrder } from '@store/shared';
import { paiseToRupees } from '@store/shared';
import { designsOnSale } from '../catalogue';
import type { CheckoutDeps } from './checkout-deps';
import { listItems, listOrdersOfUser } from './orders.repository';
import { refundedPaiseOfOrders } from './refund-lines.repository';

/** Orders My Orders offers to pay again: nothing was taken. */
const PAYABLE_AGAIN = new Set(['FAILED', 'CANCELLED', 'EXPIRED']);

/** A customer's own orders, newest first, with the items as they were bought. */
export async function customerOrders(deps: CheckoutDeps, userId: string): Promise<CustomerOrder[]> {
  const orders = await listOrdersOfUser(deps.db, userId);
  const items = await listItems(
    deps.db,
    orders.map((order) => order.id),
  );
  const retryable = new Set(orders.filter((order) => PAYABLE_AGAIN.has(order.status)).map((order) => order.id));
  // Pictures of the designs still on sale, for the lines "Pay again" puts back in the cart.
  const onSale = await designsOnSale(deps.db, [
    ...new Set(items.filter((item) => retryable.has(item.order_id) && !item.plan_months).map((item) => item.design_id)),
  ]);
  const pictures = new Map(onSale.map((design) => [design.id, design.image_src]));
  const refunded = await refundedPaiseOfOrders(
    deps.db,
    orders.filter((order) => order.status === 'PAID' || order.status === 'REFUNDED').map((order) => order.id),
  );
  return orders.map((order) => ({
    id: order.order_number,
    items: items
      .filter((item) => item.order_id === order.id)
      .map((item) => ({
        name: item.title,
        quantity: item.quantity,
        price: paiseToRupees(Number(item.unit_price_paise)),
        designId: item.design_id,
        planMonths: item.plan_months ?? null,
        imageSrc: (retryable.has(order.id) && pictures.get(item.design_id)) || null,
      })),
    total: paiseToRupees(Number(order.total_paise)),
    status: order.status,
    createdAt: order.created_at,
    paymentSessionId: order.payment_session_id,
    refunded: paiseToRupees(refunded.get(order.id) ?? 0),
    paymentMethod: order.payment_method,
    paymentDetail: order.payment_method_detail ?? null,
    paidAt: order.paid_at,
  }));
}
