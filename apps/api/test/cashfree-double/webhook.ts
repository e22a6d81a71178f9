import { createHmac, randomUUID } from 'node:crypto';
import type { OrderEntity, PaymentEntity } from './entities';
import type { RefundEntity } from './refunds';

/** A webhook as Cashfree would POST it: the exact body text and its headers. */
export interface SignedWebhook {
  rawBody: string;
  headers: Record<string, string>;
}

export const WEBHOOK_VERSION = '2025-01-01';

const TYPES = {
  SUCCESS: 'PAYMENT_SUCCESS_WEBHOOK',
  FAILED: 'PAYMENT_FAILED_WEBHOOK',
  USER_DROPPED: 'PAYMENT_USER_DROPPED_WEBHOOK',
} as const;

/** Base64(HMAC-SHA256(client secret, timestamp + raw body)), Cashfree's scheme, written independently of the product. */
export const cashfreeSignature = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}${rawBody}`).digest('base64');

const text = (value: unknown) => JSON.stringify(value);
/** Amounts keep two decimals (170.00) as Cashfree sends them, so re-serialising the JSON would break the signature. */
const money = (amount: number) => amount.toFixed(2);

/** The body is written by hand, not by JSON.stringify, to keep the `170.00` formatting. */
export function webhookBody(order: OrderEntity, payment: PaymentEntity, eventTime: string): string {
  const paymentFields = [
    `"cf_payment_id":${text(payment.cf_payment_id)}`,
    `"payment_status":${text(payment.payment_status)}`,
    `"payment_amount":${money(payment.payment_amount)}`,
    `"payment_currency":${text(payment.payment_currency)}`,
    `"payment_message":${text(payment.payment_message)}`,
    `"payment_time":${text(payment.payment_time)}`,
    `"bank_reference":${text(payment.bank_reference)}`,
    `"auth_id":${text(payment.auth_id)}`,
    `"payment_method":${text(payment.payment_method)}`,
    `"payment_group":${text(payment.payment_group)}`,
  ].join(',');
  const orderFields = [
    `"order_id":${text(order.order_id)}`,
    `"order_amount":${money(order.order_amount)}`,
    `"order_currency":${text(order.order_currency)}`,
    `"order_tags":null`,
  ].join(',');
  const customer = text({
    customer_name: order.customer_details.customer_name ?? null,
    customer_id: order.customer_details.customer_id,
    customer_email: order.customer_details.customer_email ?? null,
    customer_phone: order.customer_details.customer_phone,
  });
  return `{"data":{"order":{${orderFields}},"payment":{${paymentFields}},"customer_details":${customer}},"event_time":${text(eventTime)},"type":${text(TYPES[payment.payment_status])}}`;
}

/** Cashfree's REFUND_STATUS_WEBHOOK body for a refund as it is now, amounts with two decimals. */
export function refundWebhookBody(refund: RefundEntity, eventTime: string): string {
  const fields = [
    `"cf_refund_id":${text(refund.cf_refund_id)}`,
    `"cf_payment_id":${text(refund.cf_payment_id)}`,
    `"refund_id":${text(refund.refund_id)}`,
    `"order_id":${text(refund.order_id)}`,
    `"refund_amount":${money(refund.refund_amount)}`,
    `"refund_currency":${text(refund.refund_currency)}`,
    `"entity":"Refund"`,
    `"refund_type":${text(refund.refund_type)}`,
    `"refund_arn":null`,
    `"refund_status":${text(refund.refund_status)}`,
    `"status_description":${text(refund.status_description)}`,
    `"created_at":${text(refund.created_at)}`,
    `"processed_at":${text(refund.processed_at)}`,
    `"refund_charge":0`,
    `"refund_note":${text(refund.refund_note)}`,
    `"refund_splits":[]`,
    `"metadata":null`,
    `"refund_mode":${text(refund.refund_speed.accepted)}`,
  ].join(',');
  return `{"data":{"refund":{${fields}}},"event_time":${text(eventTime)},"type":"REFUND_STATUS_WEBHOOK"}`;
}

export function signedWebhook(secret: string, rawBody: string, timestamp: number): SignedWebhook {
  const stamp = String(timestamp);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-webhook-signature': cashfreeSignature(secret, stamp, rawBody),
      'x-webhook-timestamp': stamp,
      'x-webhook-version': WEBHOOK_VERSION,
      'x-webhook-attempt': '1',
      'x-idempotency-key': randomUUID(),
    },
  };
}
