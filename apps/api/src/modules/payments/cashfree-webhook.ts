import { type CashfreePaymentEntity, type RefundEventEntity, toPayment, toRefund } from './cashfree-entities';
import { InvalidWebhook, type PaymentWebhookEvent, type RefundWebhookEvent } from './provider';
import { webhookSignatureValid } from './webhook-signature';

/**
 * A Cashfree webhook, its signature (Base64 HMAC-SHA256 of timestamp + raw body) and timestamp checked
 * first: a payment event, or a REFUND_STATUS_WEBHOOK. Throws InvalidWebhook for anything else.
 */
export function readCashfreeWebhook(
  secret: string,
  rawBody: string,
  headers: Record<string, string | undefined>,
): PaymentWebhookEvent | RefundWebhookEvent {
  const check = webhookSignatureValid(secret, headers['x-webhook-timestamp'], rawBody, headers['x-webhook-signature']);
  if (check !== 'ok') throw new InvalidWebhook(`webhook signature ${check}`);
  let payload: {
    type?: string;
    event_time?: string;
    data?: {
      order?: { order_id?: string };
      payment?: CashfreePaymentEntity;
      refund?: RefundEventEntity;
      /** A payment webhook carries the failure beside the payment, not in it. */
      error_details?: CashfreePaymentEntity['error_details'];
    };
  };
  try {
    payload = JSON.parse(rawBody);
  } catch {
    throw new InvalidWebhook('webhook body is not JSON');
  }
  // The identity comes from signed content only: x-idempotency-key is not covered by the signature,
  // so a replay could bring a new one. The body's event time, unlike the signature timestamp, stays
  // the same when the provider re-signs a retry, so a retry is recognised as well.
  const eventTime = typeof payload.event_time === 'string' ? `:${payload.event_time}` : '';
  if (payload.type === 'REFUND_STATUS_WEBHOOK') {
    const refund = payload.data?.refund;
    if (!refund?.order_id || !refund.refund_id || !refund.refund_status)
      throw new InvalidWebhook('refund webhook lacks order, refund id or status');
    return {
      eventKey: `${refund.refund_id}:${refund.refund_status}${eventTime}`,
      type: payload.type,
      orderNumber: refund.order_id,
      refund: toRefund(refund, refund.refund_id),
    };
  }
  const orderNumber = payload.data?.order?.order_id;
  const payment = payload.data?.payment;
  if (!payload.type || !orderNumber || !payment?.cf_payment_id)
    throw new InvalidWebhook('webhook lacks order or payment');
  return {
    eventKey: `${payment.cf_payment_id}:${payload.type}${eventTime}`,
    type: payload.type,
    orderNumber,
    payment: toPayment({ ...payment, error_details: payment.error_details ?? payload.data?.error_details }),
  };
}
