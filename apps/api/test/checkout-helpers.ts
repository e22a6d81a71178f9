import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadOrCreateSecret } from '../src/lib/secrets';
import { signWebhook } from '../src/modules/payments';
import { bearer } from './accounts-helpers';
import type { TestApp } from './test-app';

export interface Card {
  _id: string;
  title: string;
  price: number;
}

export async function someCards(app: FastifyInstance, count: number): Promise<Card[]> {
  const cards = (await app.inject({ method: 'GET', url: '/api/cards' })).json() as Card[];
  return cards.slice(0, count);
}

/**
 * The total the customer must pay, in rupees: subtotal plus 18% GST rounded half-up to the paisa.
 * Worked out here in BigInt, apart from the store's own money code, so tests do not compare that code with itself.
 */
export function expectedTotalRupees(lines: Array<{ card: Card; quantity: number }>): number {
  const subtotal = lines.reduce(
    (sum, { card, quantity }) => sum + BigInt(Math.round(card.price * 100)) * BigInt(quantity),
    0n,
  );
  const gst = (subtotal * 18n + 50n) / 100n;
  return Number(subtotal + gst) / 100;
}

/** The order body the front end sends, with the correct total unless told otherwise. */
export function orderBody(lines: Array<{ card: Card; quantity: number }>, overrides: Record<string, unknown> = {}) {
  return {
    cartTotal: expectedTotalRupees(lines),
    phone: '9876543210',
    titles: lines.map(({ card }) => card.title).join(', '),
    items: lines.map(({ card, quantity }) => ({ id: card._id, quantity })),
    ...overrides,
  };
}

export async function newOrder(app: FastifyInstance, token: string, body: object, idempotencyKey?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/new-order',
    headers: { ...bearer(token), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });
}

/** Pays (or declines, or cancels) on the demo provider's hosted checkout, as the browser would. */
export async function payOnDemoCheckout(app: FastifyInstance, sessionId: string, cardNumber: string | 'cancel') {
  const url = `/demo-pg/sessions/${encodeURIComponent(sessionId)}/${cardNumber === 'cancel' ? 'cancel' : 'pay'}`;
  const payload = cardNumber === 'cancel' ? {} : { cardNumber, expiry: '12/30', cvv: '123', name: 'Test Buyer' };
  return app.inject({ method: 'POST', url, payload });
}

/**
 * One order of `quantity` of the card per phone, in that order, for the buyer; the order whose phone ends in 2 is
 * paid on the demo checkout. Answers the order numbers (admin search and export tests).
 */
export async function ordersByPhone(t: TestApp, token: string, card: Card, phones: string[], quantity = 1) {
  const numbers: string[] = [];
  for (const phone of phones) {
    const placed = (await newOrder(t.app, token, orderBody([{ card, quantity }], { phone }))).json();
    numbers.push(placed.order_id);
    if (phone.endsWith('2')) {
      await payOnDemoCheckout(t.app, placed.payment_session_id, '4111111111111111');
      await waitForStatus(t, placed.order_id, 'PAID');
    }
  }
  return numbers;
}

export async function orderStatus(t: TestApp, orderNumber: string) {
  const row = await t.store.db
    .selectFrom('checkout_orders')
    .select('status')
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  return row?.status;
}

/** Waits for the demo provider's asynchronous webhook to land. */
export async function waitForStatus(t: TestApp, orderNumber: string, status: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await orderStatus(t, orderNumber)) === status) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`order ${orderNumber} did not become ${status} (is ${await orderStatus(t, orderNumber)})`);
}

/** The secret the demo provider's merchant API takes (x-client-secret) and signs webhooks with. */
export const demoSecret = (t: TestApp) =>
  createHmac('sha256', loadOrCreateSecret(t.dataDir, undefined)).update('demo-payment-gateway').digest('base64url');

/** Headers of a delivery of `body` signed by the demo provider at `timestamp` (a retry, or a replay). */
export function resignHeaders(t: TestApp, body: string, timestamp = Date.now()): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-webhook-timestamp': String(timestamp),
    'x-webhook-signature': signWebhook(demoSecret(t), String(timestamp), body),
  };
}

/** A webhook in the demo provider's (Cashfree's) format, signed with the demo provider's secret. */
export function demoWebhook(
  t: TestApp,
  event: {
    orderNumber: string;
    amount: number;
    status: 'SUCCESS' | 'FAILED' | 'USER_DROPPED';
    paymentId: string;
    timestamp?: number;
  },
) {
  const secret = demoSecret(t);
  const type = {
    SUCCESS: 'PAYMENT_SUCCESS_WEBHOOK',
    FAILED: 'PAYMENT_FAILED_WEBHOOK',
    USER_DROPPED: 'PAYMENT_USER_DROPPED_WEBHOOK',
  }[event.status];
  const body = JSON.stringify({
    type,
    event_time: new Date().toISOString(),
    data: {
      order: { order_id: event.orderNumber, order_amount: event.amount, order_currency: 'INR' },
      payment: {
        cf_payment_id: event.paymentId,
        payment_status: event.status,
        payment_amount: event.amount,
        payment_currency: 'INR',
      },
    },
  });
  const timestamp = String(event.timestamp ?? Date.now());
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': signWebhook(secret, timestamp, body),
      'x-idempotency-key': `${event.paymentId}:${type}`,
    },
  };
}

export const postWebhook = (app: FastifyInstance, webhook: { body: string; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: '/api/payments/webhook/demo', headers: webhook.headers, payload: webhook.body });
