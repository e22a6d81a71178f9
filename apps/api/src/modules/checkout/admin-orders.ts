import type { AdminOrder, AdminOrderDetail, AdminOrdersQuery, AdminRefund } from '@store/shared';
import { paiseToRupees } from '@store/shared';
import { AppError, NotFound } from '../../lib/errors';
import { ProviderRejected, ProviderUnavailable } from '../payments';
import { checkRefund } from './check-refunds';
import type { CheckoutDeps } from './checkout-deps';
import { findOrderByNumber, listEvents, listItems, type OrderRow, searchOrders } from './orders.repository';
import { findOpenRefund, latestRefund, type RefundRow } from './refund.repository';
import { refundedPaiseOfOrders } from './refund-lines.repository';
import { PROVIDER_NOT_RESPONDING } from './refund-order';
import { syncWithProvider } from './sync-with-provider';

const rupees = (paise: number | string) => paiseToRupees(Number(paise));

function toAdminOrder(
  order: OrderRow,
  items: Awaited<ReturnType<typeof listItems>>,
  refunded: Map<string, number>,
): AdminOrder {
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
    paymentMethod: order.payment_method,
    paymentDetail: order.payment_method_detail ?? null,
    createdAt: order.created_at,
    updatedAt: order.updated_at,
    paidAt: order.paid_at,
    refunded: rupees(refunded.get(order.id) ?? 0),
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
  const refunded = await refundedPaiseOfOrders(
    deps.db,
    orders.map((order) => order.id),
  );
  return { orders: orders.map((order) => toAdminOrder(order, items, refunded)), total };
}

function toAdminRefund(refund: RefundRow | undefined): AdminRefund | null {
  if (!refund) return null;
  return {
    refundId: refund.refund_id,
    status: refund.status,
    providerStatus: refund.provider_status,
    message: refund.provider_message,
    reason: refund.reason,
    amount: rupees(refund.amount_paise),
    requestedAt: refund.requested_at,
    settledAt: refund.settled_at,
  };
}

export async function adminOrderDetail(deps: CheckoutDeps, orderNumber: string): Promise<AdminOrderDetail> {
  const order = await findOrderByNumber(deps.db, orderNumber);
  if (!order) throw new NotFound('No such order');
  const [items, events, refund, refunded] = await Promise.all([
    listItems(deps.db, [order.id]),
    listEvents(deps.db, order.id),
    latestRefund(deps.db, order.id),
    refundedPaiseOfOrders(deps.db, [order.id]),
  ]);
  return {
    ...toAdminOrder(order, items, refunded),
    refund: toAdminRefund(refund),
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

/** "Re-check payment": asks the provider now about the payment, and about a pending refund, and records what it says. */
export async function recheckOrder(deps: CheckoutDeps, orderNumber: string): Promise<AdminOrderDetail> {
  const order = await findOrderByNumber(deps.db, orderNumber);
  if (!order) throw new NotFound('No such order');
  if (order.payment_session_id) await syncWithProvider(deps, order, 'admin-recheck');
  const pendingRefund = await findOpenRefund(deps.db, order.id);
  if (pendingRefund) {
    try {
      await checkRefund(deps, pendingRefund, 'admin-recheck');
    } catch (error) {
      if (error instanceof ProviderUnavailable || error instanceof ProviderRejected)
        throw new AppError(502, PROVIDER_NOT_RESPONDING);
      throw error;
    }
  }
  return adminOrderDetail(deps, orderNumber);
}
