import { demoPayAnswerSchema, demoUpiRequestSchema } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import {
  type Card,
  demoSecret,
  expectedTotalRupees,
  newOrder,
  orderBody,
  payOnDemoCheckout,
  someCards,
  waitForStatus,
} from './checkout-helpers';
import { pdfText } from './pdf-text';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let card: Card;
let buyer: Awaited<ReturnType<typeof customerToken>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [card] = (await someCards(t.app, 1)) as [Card];
  buyer = await customerToken(t.app, { name: 'Kavya Sharma' });
});
afterAll(async () => {
  await t.close();
});

async function startOrder() {
  const response = await newOrder(t.app, buyer.token, orderBody([{ card, quantity: 1 }]));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { payment_session_id: string; order_id: string };
}

const session = (sessionId: string, rest = '') => `/demo-pg/sessions/${encodeURIComponent(sessionId)}${rest}`;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function startUpi(sessionId: string, payload: object = { channel: 'qrcode' }) {
  const response = await post(session(sessionId, '/upi'), payload);
  expect(response.statusCode, response.body).toBe(200);
  // The hosted checkout page reads the answer with this schema.
  return demoUpiRequestSchema.parse(response.json());
}

const answerUpi = (sessionId: string, paymentId: string, outcome: 'approve' | 'decline' | 'expire') =>
  post(session(sessionId, `/upi/${encodeURIComponent(paymentId)}`), { outcome });

const statusCheck = (sessionId: string) =>
  t.app.inject({ method: 'GET', url: `/api/status/${encodeURIComponent(sessionId)}`, headers: bearer(buyer.token) });

const orderRow = (orderNumber: string) =>
  t.store.db
    .selectFrom('checkout_orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();

/** The payments of an order as the demo gateway's merchant API (Cashfree's Get Payments) answers them. */
async function gatewayPayments(orderNumber: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/demo-pg/orders/${orderNumber}/payments`,
    headers: { 'x-client-id': 'demo-store', 'x-client-secret': demoSecret(t), 'x-api-version': '2025-01-01' },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<Record<string, unknown>>;
}

const totalPaise = () => Math.round(expectedTotalRupees([{ card, quantity: 1 }]) * 100);
const rupeesText = () => (totalPaise() / 100).toFixed(2);

describe('UPI on the demo provider', () => {
  it("offers NPCI's upi://pay link naming the shop, the amount and the order, and approving it in the app pays the order by webhook with the payer's masked UPI id", async () => {
    const { payment_session_id, order_id } = await startOrder();
    const upi = await startUpi(payment_session_id, { channel: 'qrcode' });
    expect(upi.uri).toBe(
      `upi://pay?pa=siteinminutes%40demopg&pn=SiteInMinutes&am=${rupeesText()}&tr=${order_id}&cu=INR`,
    );
    expect(upi.ttlSeconds).toBe(300);
    expect(Date.parse(upi.expiresAt) - Date.now()).toBeGreaterThan(290_000);
    // Waiting for the payer's app: the gateway reports a pending attempt and the order stays pending.
    expect((await gatewayPayments(order_id)).map((payment) => payment.payment_status)).toEqual(['PENDING']);

    const approved = await answerUpi(payment_session_id, upi.paymentId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(demoPayAnswerSchema.parse(approved.json())).toMatchObject({ kind: 'paid' });
    await waitForStatus(t, order_id, 'PAID');
    const order = await orderRow(order_id);
    expect([order.payment_method, order.payment_method_detail, order.card_last4]).toEqual([
      'upi',
      'ka****@okaxis',
      null,
    ]);
    const [payment] = await gatewayPayments(order_id);
    expect(payment).toMatchObject({
      payment_status: 'SUCCESS',
      payment_group: 'upi',
      payment_method: { upi: { channel: 'qrcode', upi_id: 'kavya@okaxis' } },
    });
    // The event came by the signed webhook.
    const sources = await t.store.db
      .selectFrom('checkout_payment_events')
      .select('source')
      .where('order_id', '=', order.id)
      .execute();
    expect(sources.map((row) => row.source)).toContain('webhook');
  });

  it("takes the payer's UPI id from the app chosen on a phone (intent)", async () => {
    const { payment_session_id, order_id } = await startOrder();
    const upi = await startUpi(payment_session_id, { channel: 'link', app: 'phonepe' });
    expect((await answerUpi(payment_session_id, upi.paymentId, 'approve')).json()).toMatchObject({ kind: 'paid' });
    await waitForStatus(t, order_id, 'PAID');
    expect((await orderRow(order_id)).payment_method_detail).toBe('ka****@ybl');
    expect((await gatewayPayments(order_id))[0]).toMatchObject({
      payment_method: { upi: { channel: 'link', upi_id: 'kavya@ybl' } },
    });
  });

  it('a request declined in the app fails the order, and the shopper is told it was declined in the UPI app', async () => {
    const { payment_session_id, order_id } = await startOrder();
    const upi = await startUpi(payment_session_id);
    const declined = await answerUpi(payment_session_id, upi.paymentId, 'decline');
    expect(declined.json()).toMatchObject({
      kind: 'declined',
      message: 'The payment was declined in your UPI app. No money was taken.',
    });
    await waitForStatus(t, order_id, 'FAILED');
    expect((await orderRow(order_id)).payment_method).toBe('upi');
    expect((await statusCheck(payment_session_id)).json()).toEqual({ redirectUrl: '/fail?reason=upi-declined' });
    // Back from the provider without a login, the return page gives the same reason.
    const result = await t.app.inject({ method: 'GET', url: `/api/payment-result/${order_id}` });
    expect(result.json()).toEqual({ order_id, status: 'FAILED', reason: 'upi-declined' });
  });

  it('a request left unanswered past its deadline expires the order, found by the status query; the app can no longer approve it', async () => {
    const { payment_session_id, order_id } = await startOrder();
    const upi = await startUpi(payment_session_id);
    // Five minutes pass without an answer from the payer's app (and the checkout page was closed).
    await t.store.db
      .updateTable('payments_demo_payments')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('payment_id', '=', upi.paymentId)
      .execute();
    expect((await statusCheck(payment_session_id)).json()).toEqual({ redirectUrl: '/fail?reason=upi-expired' });
    expect((await orderRow(order_id)).status).toBe('EXPIRED');
    const sources = await t.store.db
      .selectFrom('checkout_payment_events')
      .select(['source', 'payment_status'])
      .where('order_id', '=', (await orderRow(order_id)).id)
      .execute();
    expect(sources).toContainEqual({ source: 'status-check', payment_status: 'FAILED' });
    const late = await answerUpi(payment_session_id, upi.paymentId, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'This UPI request has expired.' });
  });

  it("the checkout page's countdown ends the request, as the gateway's own timer would", async () => {
    const { payment_session_id, order_id } = await startOrder();
    const upi = await startUpi(payment_session_id);
    const expired = await answerUpi(payment_session_id, upi.paymentId, 'expire');
    expect(expired.json()).toMatchObject({
      kind: 'declined',
      message: 'The UPI request expired before it was approved. No money was taken.',
    });
    await waitForStatus(t, order_id, 'EXPIRED');
    const [payment] = await gatewayPayments(order_id);
    expect(payment).toMatchObject({ payment_status: 'FAILED', error_details: { error_reason: 'request_expired' } });
  });

  it('refuses an unknown channel or outcome with a clear message', async () => {
    const { payment_session_id } = await startOrder();
    const bad = await post(session(payment_session_id, '/upi'), { channel: 'collect' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Choose a UPI app or the QR code.');
    const upi = await startUpi(payment_session_id);
    const odd = await post(session(payment_session_id, `/upi/${upi.paymentId}`), { outcome: 'maybe' });
    expect(odd.statusCode).toBe(400);
    expect((await post(session(payment_session_id, '/upi/nope'), { outcome: 'approve' })).statusCode).toBe(404);
  });
});

describe('netbanking on the demo provider', () => {
  it("approving on the bank's page pays the order, recorded with the bank from Cashfree's netbanking entity", async () => {
    const { payment_session_id, order_id } = await startOrder();
    const paid = await post(session(payment_session_id, '/netbanking'), { bankCode: '3021', outcome: 'approve' });
    expect(demoPayAnswerSchema.parse(paid.json())).toMatchObject({ kind: 'paid' });
    await waitForStatus(t, order_id, 'PAID');
    expect((await orderRow(order_id)).payment_method_detail).toBe('HDFC Bank');
    expect((await gatewayPayments(order_id))[0]).toMatchObject({
      payment_group: 'net_banking',
      payment_method: { netbanking: { netbanking_bank_code: '3021', netbanking_bank_name: 'HDFC Bank' } },
    });
  });

  it("declining on the bank's page fails the order; an unknown bank is refused", async () => {
    const { payment_session_id, order_id } = await startOrder();
    const unknown = await post(session(payment_session_id, '/netbanking'), { bankCode: '9999', outcome: 'approve' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Choose your bank from the list.');
    const declined = await post(session(payment_session_id, '/netbanking'), { bankCode: '3044', outcome: 'decline' });
    expect(declined.json()).toMatchObject({ kind: 'declined' });
    await waitForStatus(t, order_id, 'FAILED');
    expect((await statusCheck(payment_session_id)).json()).toEqual({ redirectUrl: '/fail?reason=declined' });
  });
});

describe('the payment method on every record', () => {
  it('a card payment keeps its network and last 4', async () => {
    const { payment_session_id, order_id } = await startOrder();
    await payOnDemoCheckout(t.app, payment_session_id, '4111111111111111');
    await waitForStatus(t, order_id, 'PAID');
    const order = await orderRow(order_id);
    expect([order.payment_method, order.payment_method_detail, order.card_last4]).toEqual([
      'credit_card',
      'Visa ending 1111',
      '1111',
    ]);
  });

  it('a UPI payment whose webhook was lost is recorded with its method by the status query', async () => {
    const { payment_session_id, order_id } = await startOrder();
    // The gateway records the approval; its webhook never arrives.
    await t.store.db
      .insertInto('payments_demo_payments')
      .values({
        payment_id: `lost-${order_id}`,
        order_id,
        status: 'SUCCESS',
        amount_paise: totalPaise(),
        message: 'Payment successful.',
        card_last4: null,
        created_at: new Date().toISOString(),
        payment_group: 'upi',
        method_json: JSON.stringify({ upi: { channel: 'link', upi_id: 'rohan.mehta@paytm' } }),
      })
      .execute();
    await t.store.db
      .updateTable('payments_demo_orders')
      .set({ status: 'PAID' })
      .where('order_id', '=', order_id)
      .execute();
    expect((await statusCheck(payment_session_id)).json().redirectUrl).toMatch(/^\/sucess\?encResp=/);
    const order = await orderRow(order_id);
    expect([order.status, order.payment_method, order.payment_method_detail]).toEqual(['PAID', 'upi', 'ro****@paytm']);
  });

  it('My Orders, the admin order, the confirmation mail and the tax invoice say how the order was paid', async () => {
    const { payment_session_id, order_id } = await startOrder();
    const upi = await startUpi(payment_session_id);
    await answerUpi(payment_session_id, upi.paymentId, 'approve');
    await waitForStatus(t, order_id, 'PAID');
    const order = await orderRow(order_id);
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(order.paid_at as string));
    const paidBy = `Paid by UPI (ka****@okaxis) on ${day}`;

    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(buyer.token) })
    ).json() as Array<Record<string, unknown>>;
    expect(mine.find((entry) => entry.id === order_id)).toMatchObject({
      paymentMethod: 'upi',
      paymentDetail: 'ka****@okaxis',
      paidAt: order.paid_at,
    });

    const admin = bearer((await adminToken(t)).token);
    const adminOrder = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order_id}`, headers: admin });
    expect(adminOrder.json()).toMatchObject({ paymentMethod: 'upi', paymentDetail: 'ka****@okaxis' });

    const mail = await t.store.db
      .selectFrom('mail_outbox')
      .select(['text', 'html'])
      .where('kind', '=', 'order-confirmation')
      .where('recipient', '=', buyer.email)
      .where('subject', '=', `Order ${order_id} confirmed`)
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain(paidBy);
    expect(mail.html).toContain(paidBy);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order_id}/invoice.pdf`,
      headers: bearer(buyer.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.rawPayload)).join(' ')).toContain(paidBy);
  });
});
