import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileOnce } from '../src/modules/checkout';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, someCards } from './checkout-helpers';
import { placeOrder } from './invoice-helpers';
import { type RazorpayDouble, type SignedWebhook, startRazorpayDouble } from './razorpay-double';
import { createTestApp, type TestApp } from './test-app';

/** Refunds in razorpay mode: the store calls the local Razorpay double's refunds API over real HTTP. */
let double: RazorpayDouble;
let t: TestApp;
let card: Card;
let customer: string;
let admin: Record<string, string>;

beforeAll(async () => {
  double = await startRazorpayDouble({ keyId: 'rzp_test_RefundKey0001' });
  t = await createTestApp({
    seed: true,
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_BASE_URL: double.baseUrl,
      RAZORPAY_KEY_ID: double.keyId,
      RAZORPAY_KEY_SECRET: double.keySecret,
      RAZORPAY_WEBHOOK_SECRET: double.webhookSecret,
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

const postWebhook = (webhook: SignedWebhook) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/razorpay',
    headers: webhook.headers,
    payload: webhook.rawBody,
  });

/** An order paid at the double, its payment.captured webhook delivered to the store. */
async function paidOrder() {
  const placed = await placeOrder(t, customer, [{ card, quantity: 2 }]);
  const sessionId = placed.order.payment_session_id ?? '';
  const paid = double.pay(sessionId, { status: 'captured' });
  expect((await postWebhook(paid.webhooks[0] as SignedWebhook)).statusCode).toBe(200);
  return { ...placed, paymentId: paid.payment.id };
}

const refund = (orderNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNumber}/refund`,
    headers: admin,
    payload: { reason: 'Customer asked within 2 days' },
  });

const refundRequests = (paymentId: string) =>
  double.requests.filter((request) => request.method === 'POST' && request.path === `/v1/payments/${paymentId}/refund`);

const status = async (orderId: string) =>
  (await t.store.db.selectFrom('checkout_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .status;
const attempts = (orderId: string) =>
  t.store.db.selectFrom('checkout_refunds').selectAll().where('order_id', '=', orderId).orderBy('attempt').execute();
const creditNotes = (orderId: string) =>
  t.store.db.selectFrom('invoices_credit_notes').selectAll().where('order_id', '=', orderId).execute();

describe('refunds with Razorpay (local double)', () => {
  it('refunds the payment in paise with our refund id as receipt and idempotency key, once, with the credit note', async () => {
    double.startRefundsAs('processed');
    const { orderNumber, order, paymentId } = await paidOrder();
    const response = await refund(orderNumber);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'REFUNDED' });

    const [request, ...more] = refundRequests(paymentId);
    expect(more).toEqual([]);
    expect(request?.headers['x-refund-idempotency']).toBe(`refund-${orderNumber}`);
    expect(request?.body).toEqual({
      amount: Number(order.total_paise),
      speed: 'normal',
      receipt: `refund-${orderNumber}`,
      notes: { order_number: orderNumber, reason: 'Customer asked within 2 days' },
    });
    expect(double.refunds(paymentId)).toMatchObject([{ status: 'processed', amount: Number(order.total_paise) }]);
    expect(await creditNotes(order.id)).toHaveLength(1);

    // A retry at the provider (the same refund id) is the refund made, never a second one.
    const again = await t.checkout.provider.refund({
      orderNumber,
      refundId: `refund-${orderNumber}`,
      amountPaise: Number(order.total_paise),
      note: 'Customer asked within 2 days',
    });
    expect(again).toMatchObject({ refundId: `refund-${orderNumber}`, status: 'SUCCESS' });
    expect(double.refunds(paymentId)).toHaveLength(1);
    expect((await refund(orderNumber)).statusCode).toBe(409);
  });

  it('refunds part of a payment by amount, leaving the rest refundable', async () => {
    double.startRefundsAs('processed');
    const { orderNumber, order, paymentId } = await paidOrder();
    const part = await t.checkout.provider.refund({
      orderNumber,
      refundId: `refund-${orderNumber}-part`,
      amountPaise: 10_000,
      note: 'One design returned',
      ref: { paymentId },
    });
    expect(part).toEqual({
      refundId: `refund-${orderNumber}-part`,
      status: 'SUCCESS',
      amountPaise: 10_000,
      message: null,
    });
    expect(double.refunds(paymentId)).toMatchObject([{ amount: 10_000 }]);
    expect(double.payments(order.payment_session_id ?? '')[0]).toMatchObject({
      status: 'captured',
      amount_refunded: 10_000,
      refund_status: 'partial',
    });
  });

  it('keeps the order PAID while Razorpay holds the refund pending, then refunds it on refund.processed once', async () => {
    double.startRefundsAs('pending');
    const { orderNumber, order, paymentId } = await paidOrder();
    const response = await refund(orderNumber);
    expect(response.statusCode, response.body).toBe(202);
    expect(await status(order.id)).toBe('PAID');
    expect(await attempts(order.id)).toMatchObject([{ status: 'PENDING', provider_status: 'PENDING' }]);

    const processed = double.settleRefund(paymentId, `refund-${orderNumber}`, 'processed');
    expect((await postWebhook(processed)).json()).toEqual({ received: true, duplicate: false });
    expect((await postWebhook(processed)).json()).toEqual({ received: true, duplicate: true });
    expect(await status(order.id)).toBe('REFUNDED');
    expect(await attempts(order.id)).toMatchObject([{ status: 'SUCCESS', provider_status: 'SUCCESS' }]);
    expect(await creditNotes(order.id)).toHaveLength(1);
  });

  it('ends a refund Razorpay reports failed, found by the status check: the order stays PAID and may be refunded again', async () => {
    double.startRefundsAs('pending');
    const { orderNumber, order, paymentId } = await paidOrder();
    expect((await refund(orderNumber)).statusCode).toBe(202);

    // No webhook arrives: the reconciler asks Razorpay for the payment's refunds.
    double.settleRefund(paymentId, `refund-${orderNumber}`, 'failed');
    await reconcileOnce(t.checkout, new Date(Date.now() + 3 * 60_000));
    expect(
      double.requests.some(
        (request) => request.method === 'GET' && request.path === `/v1/payments/${paymentId}/refunds`,
      ),
    ).toBe(true);
    expect(await status(order.id)).toBe('PAID');
    expect(await attempts(order.id)).toMatchObject([
      { status: 'FAILED', provider_status: 'FAILED', provider_message: 'Razorpay reports that the refund failed.' },
    ]);
    expect(await creditNotes(order.id)).toEqual([]);

    double.startRefundsAs('processed');
    expect((await refund(orderNumber)).statusCode).toBe(200);
    expect(await attempts(order.id)).toMatchObject([
      { refund_id: `refund-${orderNumber}`, status: 'FAILED' },
      { refund_id: `refund-${orderNumber}-2`, status: 'SUCCESS' },
    ]);
    expect(await status(order.id)).toBe('REFUNDED');
  });

  it('answers a refund.failed webhook for a pending refund, and ignores a refund made in the dashboard', async () => {
    double.startRefundsAs('pending');
    const { orderNumber, order, paymentId } = await paidOrder();
    expect((await refund(orderNumber)).statusCode).toBe(202);
    const failed = double.settleRefund(paymentId, `refund-${orderNumber}`, 'failed');
    expect((await postWebhook(failed)).statusCode).toBe(200);
    expect(await attempts(order.id)).toMatchObject([{ status: 'FAILED' }]);
    expect(await status(order.id)).toBe('PAID');

    // A refund someone made in Razorpay's dashboard carries no receipt of ours: acknowledged, nothing changes.
    const made = await fetch(`${double.baseUrl}/v1/payments/${paymentId}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${double.keyId}:${double.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: 100 }),
    });
    const { id } = (await made.json()) as { id: string };
    const dashboard = double.settleRefund(paymentId, id, 'processed');
    expect((await postWebhook(dashboard)).json()).toEqual({ received: true, duplicate: false });
    expect(await status(order.id)).toBe('PAID');
    expect(await attempts(order.id)).toHaveLength(1);
  });
});
