import type { AdminOrderDetail } from '@store/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reconcileOnce } from '../src/modules/checkout';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type CashfreeDouble, cashfreeSignature, type SignedWebhook, startCashfreeDouble } from './cashfree-double';
import { type Card, someCards } from './checkout-helpers';
import { placeOrder } from './invoice-helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * Refunds Cashfree takes on as PENDING: the order stays PAID until the provider confirms the refund
 * (REFUND_STATUS_WEBHOOK or a status check, whichever comes first), then becomes REFUNDED exactly once.
 */
let double: CashfreeDouble;
let t: TestApp;
let card: Card;
let customer: string;
let admin: Record<string, string>;

beforeAll(async () => {
  double = await startCashfreeDouble({ appId: 'TEST_PENDING_APP_ID', secret: 'cfsk_ma_test_pending_secret' });
  t = await createTestApp({
    seed: true,
    env: {
      PAYMENT_PROVIDER: 'cashfree',
      CASHFREE_BASE_URL: double.baseUrl,
      CASHFREE_APP_ID: double.appId,
      CASHFREE_SECRET_KEY: double.secret,
      PUBLIC_URL: 'https://shop.example',
    },
  });
  const [first] = await someCards(t.app, 1);
  if (!first) throw new Error('the demo catalogue is empty');
  card = first;
  customer = (await customerToken(t.app)).token;
  admin = bearer((await adminToken(t)).token);
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});
beforeEach(() => double.startRefundsAs('PENDING'));

const deliver = (webhook: SignedWebhook) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/cashfree',
    headers: webhook.headers,
    payload: webhook.rawBody,
  });

async function paidOrder() {
  const placed = await placeOrder(t, customer, [{ card, quantity: 1 }]);
  expect((await deliver(double.pay(placed.orderNumber, { status: 'SUCCESS' }))).statusCode).toBe(200);
  return placed;
}

const refund = (orderNumber: string, reason = 'Customer asked within 2 days') =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/refund`, headers: admin, payload: { reason } });
const detail = async (orderNumber: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderNumber}`, headers: admin })
  ).json() as AdminOrderDetail;
const refundPosts = (orderNumber: string) =>
  double.requests.filter(
    (request) => request.method === 'POST' && request.path === `/pg/orders/${orderNumber}/refunds`,
  );

const statusOf = async (orderId: string) =>
  (await t.store.db.selectFrom('checkout_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .status;
const creditNotesOf = (orderId: string) =>
  t.store.db.selectFrom('invoices_credit_notes').selectAll().where('order_id', '=', orderId).execute();
const refundMailsOf = (orderId: string) =>
  t.store.db.selectFrom('mail_outbox').selectAll().where('event_key', '=', `order-refunded:${orderId}`).execute();
const attemptsOf = (orderId: string) =>
  t.store.db.selectFrom('checkout_refunds').selectAll().where('order_id', '=', orderId).orderBy('attempt').execute();

/** A paid order whose refund Cashfree took on as PENDING: 202, still PAID, no credit note, no mail. */
async function pendingRefund() {
  const placed = await paidOrder();
  const response = await refund(placed.orderNumber);
  expect(response.statusCode, response.body).toBe(202);
  expect(response.json()).toMatchObject({
    status: 'PAID',
    message:
      'The payment provider accepted the refund and is processing it. The order becomes REFUNDED, with its credit note, when the provider confirms it.',
    refund: { refundId: `refund-${placed.orderNumber}`, status: 'PENDING', providerStatus: 'PENDING' },
  });
  expect(await statusOf(placed.order.id)).toBe('PAID');
  expect(await creditNotesOf(placed.order.id)).toEqual([]);
  expect(await refundMailsOf(placed.order.id)).toEqual([]);
  return placed;
}

/** REFUNDED once: one settled attempt, one credit note for it, one mail, one REFUND event. */
async function expectRefundedOnce(orderNumber: string, orderId: string, refundId = `refund-${orderNumber}`) {
  expect(await statusOf(orderId)).toBe('REFUNDED');
  const notes = await creditNotesOf(orderId);
  expect(notes).toHaveLength(1);
  expect(notes[0]?.provider_refund_id).toBe(refundId);
  expect(await refundMailsOf(orderId)).toHaveLength(1);
  const order = await detail(orderNumber);
  expect(order.refund).toMatchObject({ refundId, status: 'SUCCESS', providerStatus: 'SUCCESS' });
  expect(order.events.filter((event) => event.type === 'REFUND')).toHaveLength(1);
}

describe('a refund the provider confirms later', () => {
  it('becomes REFUNDED when the REFUND_STATUS_WEBHOOK says SUCCESS, once under duplicate and late webhooks', async () => {
    const { orderNumber, order } = await pendingRefund();
    const refundId = `refund-${orderNumber}`;
    // A webhook repeating PENDING changes nothing.
    const stillPending = double.settleRefund(orderNumber, refundId, { status: 'PENDING' });
    expect((await deliver(stillPending)).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('PAID');

    const success = double.settleRefund(orderNumber, refundId, { status: 'SUCCESS' });
    const answers = await Promise.all([deliver(success), deliver(success), deliver(success)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.json().duplicate === false)).toHaveLength(1);
    await expectRefundedOnce(orderNumber, order.id);

    // Late: the PENDING webhook redelivered, a status check, the SUCCESS again an hour on.
    expect((await deliver(stillPending)).statusCode).toBe(200);
    await reconcileOnce(t.checkout, new Date(Date.now() + 60 * 60_000));
    expect((await deliver(success)).json()).toMatchObject({ received: true, duplicate: true });
    await expectRefundedOnce(orderNumber, order.id);
    expect(refundPosts(orderNumber)).toHaveLength(1);
  });

  it('becomes REFUNDED when the reconciler’s status check finds it SUCCESS, and the later webhook changes nothing', async () => {
    const { orderNumber, order } = await pendingRefund();
    const refundId = `refund-${orderNumber}`;
    // Not due yet: nobody asks Cashfree about a refund sent a moment ago.
    await reconcileOnce(t.checkout);
    expect(double.requests.some((request) => request.path.endsWith(`/refunds/${refundId}`))).toBe(false);

    const webhook = double.settleRefund(orderNumber, refundId, { status: 'SUCCESS' });
    await Promise.all([
      reconcileOnce(t.checkout, new Date(Date.now() + 3 * 60_000)),
      reconcileOnce(t.checkout, new Date(Date.now() + 3 * 60_000)),
    ]);
    const checks = double.requests.filter(
      (request) => request.method === 'GET' && request.path === `/pg/orders/${orderNumber}/refunds/${refundId}`,
    );
    expect(checks).toHaveLength(1);
    await expectRefundedOnce(orderNumber, order.id);
    expect((await detail(orderNumber)).events.find((event) => event.type === 'REFUND')?.source).toBe('reconcile');

    expect((await deliver(webhook)).json()).toMatchObject({ duplicate: true });
    await expectRefundedOnce(orderNumber, order.id);
  });

  it('settles on the admin’s re-check, and a webhook racing it still refunds once', async () => {
    const { orderNumber, order } = await pendingRefund();
    const webhook = double.settleRefund(orderNumber, `refund-${orderNumber}`, { status: 'SUCCESS' });
    const [recheck] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNumber}/recheck`, headers: admin }),
      deliver(webhook),
    ]);
    expect(recheck.statusCode, recheck.body).toBe(200);
    expect(recheck.json()).toMatchObject({ status: 'REFUNDED', refund: { status: 'SUCCESS' } });
    await expectRefundedOnce(orderNumber, order.id);
  });

  it('refuses a second refund while one is pending: 409, Cashfree is not asked again', async () => {
    const { orderNumber, order } = await pendingRefund();
    const again = await refund(orderNumber, 'Asked again');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error:
        'A refund of this order is already pending with the payment provider. The order becomes REFUNDED when the provider confirms it.',
    });
    expect(refundPosts(orderNumber)).toHaveLength(1);
    expect(await attemptsOf(order.id)).toHaveLength(1);
  });

  it('keeps the order PAID when the refund FAILS, shows why, and a new refund goes out under a new refund id', async () => {
    const { orderNumber, order } = await pendingRefund();
    expect(
      (await deliver(double.settleRefund(orderNumber, `refund-${orderNumber}`, { status: 'FAILED' }))).statusCode,
    ).toBe(200);
    expect(await statusOf(order.id)).toBe('PAID');
    expect(await creditNotesOf(order.id)).toEqual([]);
    expect(await refundMailsOf(order.id)).toEqual([]);
    expect((await detail(orderNumber)).refund).toMatchObject({
      refundId: `refund-${orderNumber}`,
      status: 'FAILED',
      providerStatus: 'FAILED',
      message: 'Refund failed at the bank: the card account is closed',
    });

    double.startRefundsAs('SUCCESS');
    const retried = await refund(orderNumber, 'Second try');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'REFUNDED', refund: { refundId: `refund-${orderNumber}-2` } });
    expect(refundPosts(orderNumber).map((request) => (request.body as { refund_id: string }).refund_id)).toEqual([
      `refund-${orderNumber}`,
      `refund-${orderNumber}-2`,
    ]);
    expect((await attemptsOf(order.id)).map((attempt) => [attempt.attempt, attempt.status])).toEqual([
      [1, 'FAILED'],
      [2, 'SUCCESS'],
    ]);
    await expectRefundedOnce(orderNumber, order.id, `refund-${orderNumber}-2`);
    expect((await creditNotesOf(order.id))[0]?.reason).toBe('Second try');
  });

  it('fails a CANCELLED refund found by the status check; the order stays PAID and can be refunded again', async () => {
    const { orderNumber, order } = await pendingRefund();
    double.settleRefund(orderNumber, `refund-${orderNumber}`, { status: 'CANCELLED' });
    await reconcileOnce(t.checkout, new Date(Date.now() + 3 * 60_000));
    expect(await statusOf(order.id)).toBe('PAID');
    expect((await detail(orderNumber)).refund).toMatchObject({
      status: 'FAILED',
      providerStatus: 'CANCELLED',
      message: 'Refund cancelled by the bank',
    });
    const again = await refund(orderNumber);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ refund: { refundId: `refund-${orderNumber}-2`, status: 'PENDING' } });
  });

  it('fails an attempt Cashfree never received (the connection dropped); a new refund then works', async () => {
    double.startRefundsAs('SUCCESS');
    const { orderNumber, order } = await paidOrder();
    double.failNext('reset');
    expect((await refund(orderNumber)).statusCode).toBe(502);
    expect((await detail(orderNumber)).refund).toMatchObject({ status: 'PENDING', providerStatus: null });
    await reconcileOnce(t.checkout, new Date(Date.now() + 3 * 60_000));
    expect((await detail(orderNumber)).refund).toMatchObject({
      status: 'FAILED',
      providerStatus: 'NOT_FOUND',
      message: 'The payment provider has no record of this refund. Refund the order again.',
    });
    expect(await statusOf(order.id)).toBe('PAID');
    expect((await refund(orderNumber)).statusCode).toBe(200);
    await expectRefundedOnce(orderNumber, order.id, `refund-${orderNumber}-2`);
  });

  it('acknowledges a signed refund webhook for an unknown refund and changes nothing; refuses a bad signature', async () => {
    const { orderNumber, order } = await pendingRefund();
    const webhook = double.settleRefund(orderNumber, `refund-${orderNumber}`, { status: 'SUCCESS' });
    const foreign = webhook.rawBody.replaceAll(`refund-${orderNumber}`, 'refund-someone-else');
    const signed = { ...webhook, rawBody: foreign };
    expect((await deliver(signed)).statusCode).toBe(401);
    expect(await statusOf(order.id)).toBe('PAID');
    const stamp = webhook.headers['x-webhook-timestamp'] ?? '';
    const resigned = {
      rawBody: foreign,
      headers: { ...webhook.headers, 'x-webhook-signature': cashfreeSignature(double.secret, stamp, foreign) },
    };
    const unknown = await deliver(resigned);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ received: true, duplicate: false });
    expect(await statusOf(order.id)).toBe('PAID');
    expect(await creditNotesOf(order.id)).toEqual([]);
  });
});
