import type { IgnoredWebhookEvent, PaymentWebhookEvent, RefundWebhookEvent } from '../payments';
import type { CheckoutDeps } from './checkout-deps';
import { statusOfPayment } from './order-state';
import { findOrderByNumber, findOrderBySession } from './orders.repository';
import { type RecordResult, recordObservation } from './record-payment';
import { findRefund } from './refund.repository';
import { applyRefundStatus } from './refund-status';

/** Applies a verified provider event once; unknown orders and refunds are acknowledged and ignored. */
export async function applyWebhook(
  deps: CheckoutDeps,
  event: PaymentWebhookEvent | RefundWebhookEvent | IgnoredWebhookEvent,
): Promise<{ duplicate: boolean } | null> {
  if ('ignored' in event) return null;
  if ('refund' in event) return applyRefundWebhook(deps, event);
  return applyPaymentWebhook(deps, event);
}

async function applyPaymentWebhook(deps: CheckoutDeps, event: PaymentWebhookEvent): Promise<RecordResult | null> {
  const order = await orderOf(deps, event);
  if (!order) return null;
  return recordObservation(
    deps.db,
    {
      orderId: order.id,
      source: 'webhook',
      eventKey: `webhook:${event.eventKey}`,
      type: event.type,
      observed: statusOfPayment(event.payment),
      payment: event.payment,
    },
    deps.events,
  );
}

/** A refund's status, for one of our attempts on the order it names; a repeat or late one changes nothing. */
async function applyRefundWebhook(
  deps: CheckoutDeps,
  event: RefundWebhookEvent,
): Promise<{ duplicate: boolean } | null> {
  const [order, attempt] = await Promise.all([orderOf(deps, event), findRefund(deps.db, event.refund.refundId)]);
  if (!order || attempt?.order_id !== order.id) return null;
  const outcome = await applyRefundStatus(deps, attempt, event.refund, 'webhook');
  return { duplicate: outcome === 'unchanged' };
}

/** The event's order: by the provider's own order id when it names orders itself (Razorpay), else by our number. */
const orderOf = (deps: CheckoutDeps, event: PaymentWebhookEvent | RefundWebhookEvent) =>
  event.sessionId ? findOrderBySession(deps.db, event.sessionId) : findOrderByNumber(deps.db, event.orderNumber);
