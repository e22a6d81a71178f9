import type { AdminOrder, AdminOrderDetail, AdminOrdersQuery } from '@store/shared';
import { NotFound } from '../../lib/errors';
import type { CheckoutDeps } from './checkout-deps';
import { findOrderByNumber, listEvents, listItems, type OrderRow, searchOrders } from './orders.repository';
import { syncWithProvider } from './sync-with-provider';

const rupees = (paise: number | string) => Number(paise) / 100;

function toAdminOrder(order: OrderRow, items: Awaited<ReturnType<typeof listItems>>): AdminOrder {
  return {
    id: order.order_number,
    customer: { name: order.customer_name, email: order.customer_email },
    phone: order.phone,
    items: items
      .filter((item) => item.order_id === order.id)
      .map((item) => ({ name: item.title, quantity: item.quantity, price: rupees(item.unit_price_paise) })),
    subtotal: rupees(order.subtotal_paise),
    gst: rupees(order.gst_paise),
    total: rupees(order.total_paise),
    status: order.status,
    provider: order.provider,
    providerPaymentId: order.provider_payment_id,
    paymentSessionId: order.payment_session_id,
    cardLast4: order.card_last4,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    paidAt: order.paid_at,
  };
}

/** Every order for the payment-status screen: filter by status, search by order number, phone or email. */
export async function listAdminOrders(deps: CheckoutDeps, query: AdminOrdersQuery) {
  const limit = query.limit ?? 20;
  const { orders, total } = await searchOrders(deps.db, {
    status: query.status,
    keyword: query.q?.trim() || undefined,
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
  });
  const items = await listItems(
    deps.db,
    orders.map((order) => order.id),
  );
  return { orders: orders.map((order) => toAdminOrder(order, items)), total };
}

export async function adminOrderDetail(deps: CheckoutDeps, orderNumber: string): Promise<AdminOrderDetail> {
  const order = await findOrderByNumber(deps.db, orderNumber);
  if (!order) throw new NotFound('No such order');
  const [items, events] = await Promise.all([listItems(deps.db, [order.id]), listEvents(deps.db, order.id)]);
  return {
    ...toAdminOrder(order, items),
    events: events.map((event) => ({
      source: event.source,
      type: event.type,
      paymentId: event.payment_id,
      paymentStatus: event.payment_status,
      amount: event.amount_paise === null ? null : rupees(event.amount_paise),
      currency: event.currency,
      note: event.note,
      receivedAt: event.received_at,
    })),
  };
}

/** "Re-check payment": asks the provider now and records what it says. */
export async function recheckOrder(deps: CheckoutDeps, orderNumber: string): Promise<AdminOrderDetail> {
  const order = await findOrderByNumber(deps.db, orderNumber);
  if (!order) throw new NotFound('No such order');
  if (order.payment_session_id) await syncWithProvider(deps, order, 'admin-recheck');
  return adminOrderDetail(deps, orderNumber);
}
