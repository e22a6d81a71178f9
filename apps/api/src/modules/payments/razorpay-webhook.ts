import {
  type IgnoredWebhookEvent,
  InvalidWebhook,
  type PaymentWebhookEvent,
  type RefundWebhookEvent,
} from './provider';
import {
  type RazorpayOrderEntity,
  type RazorpayPaymentEntity,
  type RazorpayRefundEntity,
  toPayment,
  toRefund,
} from './razorpay-entities';
import { razorpaySignatureValid } from './razorpay-signature';

interface RazorpayEvent {
  event?: string;
  created_at?: number;
  payload?: {
    payment?: { entity?: RazorpayPaymentEntity };
    order?: { entity?: RazorpayOrderEntity };
    refund?: { entity?: RazorpayRefundEntity };
  };
}

const PAYMENT_EVENTS = new Set(['payment.captured', 'payment.failed', 'payment.authorized', 'order.paid']);
const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed', 'refund.created']);

/**
 * A Razorpay webhook, its `X-Razorpay-Signature` (hex HMAC-SHA256 of the raw body with the webhook secret)
 * checked first: a payment event (payment.captured, payment.failed, order.paid), a refund event
 * (refund.processed, refund.failed) of one of our refunds, or a signed event the store ignores.
 */
export function readRazorpayWebhook(
  webhookSecret: string,
  rawBody: string,
  headers: Record<string, string | undefined>,
): PaymentWebhookEvent | RefundWebhookEvent | IgnoredWebhookEvent {
  const signature = headers['x-razorpay-signature'];
  if (!signature) throw new InvalidWebhook('webhook signature missing');
  if (!razorpaySignatureValid(webhookSecret, rawBody, signature))
    throw new InvalidWebhook('webhook signature mismatch');
  let body: RazorpayEvent;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new InvalidWebhook('webhook body is not JSON');
  }
  const type = body.event ?? '';
  const payment = body.payload?.payment?.entity;
  const refund = body.payload?.refund?.entity;
  const order = body.payload?.order?.entity;
  // Razorpay retries with the same x-razorpay-event-id and the very same body. The key is built from the
  // signed body, so a replay that brings a new event id (the header is not signed) is still recognised.
  const signedId = `${type}:${refund?.id ?? payment?.id ?? order?.id ?? ''}:${body.created_at ?? ''}`;
  const eventKey = body.created_at === undefined ? `${signedId}:${headers['x-razorpay-event-id'] ?? ''}` : signedId;
  if (REFUND_EVENTS.has(type) && refund?.receipt) {
    return {
      eventKey,
      type,
      orderNumber: '',
      sessionId: payment?.order_id ?? undefined,
      refund: toRefund(refund, refund.receipt),
    };
  }
  if (PAYMENT_EVENTS.has(type) && payment?.id) {
    const sessionId = order?.id ?? payment.order_id ?? undefined;
    if (!sessionId) throw new InvalidWebhook('payment webhook names no order');
    return { eventKey, type, orderNumber: order?.receipt ?? '', sessionId, payment: toPayment(payment) };
  }
  // Signed, but nothing the store acts on (another event, a refund made in the dashboard): acknowledged.
  return { eventKey, type, ignored: true };
}
