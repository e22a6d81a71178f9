import { createHmac, randomBytes } from 'node:crypto';
import type { OrderEntity, PaymentEntity, RefundEntity } from './entities';

/** A webhook as Razorpay would POST it: the exact body text and its headers. */
export interface SignedWebhook {
  rawBody: string;
  headers: Record<string, string>;
}

/** hex(HMAC-SHA256(webhook secret, raw body)), Razorpay's scheme, written independently of the product. */
export const razorpayWebhookSignature = (secret: string, rawBody: string) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** hex(HMAC-SHA256(key secret, order_id + "|" + payment_id)): Standard Checkout's `razorpay_signature`. */
export const razorpayCheckoutSignature = (keySecret: string, orderId: string, paymentId: string) =>
  createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

export type WebhookEventName =
  | 'payment.captured'
  | 'payment.failed'
  | 'order.paid'
  | 'refund.created'
  | 'refund.processed'
  | 'refund.failed';

export function eventBody(
  event: WebhookEventName,
  entities: { payment?: PaymentEntity; order?: OrderEntity; refund?: RefundEntity },
  createdAt: number,
): string {
  const contains = (['refund', 'payment', 'order'] as const).filter((name) => entities[name]);
  const payload = Object.fromEntries(contains.map((name) => [name, { entity: entities[name] }]));
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event,
    contains,
    payload,
    created_at: createdAt,
  });
}

export function signedWebhook(secret: string, rawBody: string): SignedWebhook {
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': razorpayWebhookSignature(secret, rawBody),
      'x-razorpay-event-id': `${randomBytes(7).toString('hex')}`,
      'request-id': randomBytes(7).toString('hex'),
    },
  };
}
