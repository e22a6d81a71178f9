import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type CashfreeDouble, startCashfreeDouble } from './cashfree-double';
import { type Card, someCards } from './checkout-helpers';
import { placeOrder } from './invoice-helpers';
import { createTestApp, type TestApp } from './test-app';

/** Refunds in cashfree mode: the store calls the local Cashfree double's refunds API over real HTTP. */
let double: CashfreeDouble;
let t: TestApp;
let card: Card;
let customer: string;
let admin: Record<string, string>;

beforeAll(async () => {
  double = await startCashfreeDouble({ appId: 'TEST_REFUND_APP_ID', secret: 'cfsk_ma_test_refund_secret' });
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

/** An order paid at the double, its success webhook delivered to the store. */
async function paidOrder() {
  const placed = await placeOrder(t, customer, [{ card, quantity: 2 }]);
  const webhook = double.pay(placed.orderNumber, { status: 'SUCCESS' });
  const delivered = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/cashfree',
    headers: webhook.headers,
    payload: webhook.rawBody,
  });
  expect(delivered.statusCode).toBe(200);
  return placed;
}

const refund = (orderNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNumber}/refund`,
    headers: admin,
    payload: { reason: 'Customer asked within 2 days' },
  });

const refundRequests = (orderNumber: string) =>
  double.requests.filter(
    (request) => request.method === 'POST' && request.path === `/pg/orders/${orderNumber}/refunds`,
  );

const status = async (orderId: string) =>
  (await t.store.db.selectFrom('checkout_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .status;
const creditNotes = (orderId: string) =>
  t.store.db.selectFrom('invoices_credit_notes').selectAll().where('order_id', '=', orderId).execute();

describe('refunds with Cashfree (local double)', () => {
  it('refunds the amount paid through the refunds API with an idempotency key, once, and issues the credit note', async () => {
    const { orderNumber, order } = await paidOrder();
    const response = await refund(orderNumber);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'REFUNDED' });

    const [request, ...more] = refundRequests(orderNumber);
    expect(more).toEqual([]);
    expect(request?.headers['x-api-version']).toBe('2025-01-01');
    expect(request?.headers['x-idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(request?.body).toEqual({
      refund_amount: Number(order.total_paise) / 100,
      refund_id: `refund-${orderNumber}`,
      refund_note: 'Customer asked within 2 days',
      refund_speed: 'STANDARD',
    });
    expect(double.refunds(orderNumber)).toMatchObject([
      { refund_status: 'SUCCESS', refund_id: `refund-${orderNumber}` },
    ]);
    const notes = await creditNotes(order.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.provider_refund_id).toBe(`refund-${orderNumber}`);
    expect(Number(notes[0]?.total_paise)).toBe(Number(order.total_paise));

    // A second refund is refused before it reaches Cashfree.
    expect((await refund(orderNumber)).statusCode).toBe(409);
    expect(refundRequests(orderNumber)).toHaveLength(1);
    expect(double.refunds(orderNumber)).toHaveLength(1);
  });

  it('leaves the order PAID when Cashfree fails, and a retry refunds it once', async () => {
    const { orderNumber, order } = await paidOrder();
    double.failNext('500');
    const failed = await refund(orderNumber);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      error: 'The payment service is not responding. Please try again in a moment.',
    });
    expect(await status(order.id)).toBe('PAID');
    expect(await creditNotes(order.id)).toEqual([]);

    expect((await refund(orderNumber)).statusCode).toBe(200);
    expect(double.refunds(orderNumber)).toHaveLength(1);
    expect(await creditNotes(order.id)).toHaveLength(1);
  });

  it('answers a retried refund with the refund made, also after the idempotency key lapsed', async () => {
    const { orderNumber, order } = await paidOrder();
    const input = {
      orderNumber,
      refundId: `refund-${orderNumber}`,
      amountPaise: Number(order.total_paise),
      note: 'Retried refund',
    };
    const first = await t.checkout.provider.refund(input);
    const replay = await t.checkout.provider.refund(input);
    double.forgetIdempotencyKeys();
    const afterLapse = await t.checkout.provider.refund(input);
    expect([first, replay, afterLapse].map((answer) => answer.refundId)).toEqual([
      input.refundId,
      input.refundId,
      input.refundId,
    ]);
    expect(afterLapse).toEqual(first);
    expect(double.refunds(orderNumber)).toHaveLength(1);
  });
});
