import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileOnce } from '../src/modules/checkout';
import { bearer, customerToken } from './accounts-helpers';
import { type CheckoutResult, type RazorpayDouble, type SignedWebhook, startRazorpayDouble } from './razorpay-double';
import { createTestApp, type TestApp } from './test-app';

/** The whole store in razorpay mode, talking real HTTP to the local Razorpay double. */
let double: RazorpayDouble;
let t: TestApp;

beforeAll(async () => {
  double = await startRazorpayDouble({
    keyId: 'rzp_test_StoreKey00001',
    keySecret: 'store_key_secret',
    webhookSecret: 'store_webhook_secret',
  });
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
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});

type Card = { _id: string; title: string; price: number };
type Customer = Awaited<ReturnType<typeof customerToken>>;

/** Two designs (one twice) and the total the shop shows: subtotal + 18% GST, in paise. */
async function cart() {
  const cards = ((await t.app.inject({ method: 'GET', url: '/api/cards' })).json() as Card[]).slice(0, 2);
  const lines = cards.map((card, index) => ({ card, quantity: index + 1 }));
  const subtotalPaise = lines.reduce((sum, { card, quantity }) => sum + Math.round(card.price * 100) * quantity, 0);
  const totalPaise = subtotalPaise + Math.round((subtotalPaise * 18) / 100);
  return {
    totalPaise,
    body: {
      cartTotal: totalPaise / 100,
      phone: '9876543210',
      titles: cards.map((card) => card.title).join(', '),
      items: lines.map(({ card, quantity }) => ({ id: card._id, quantity })),
    },
  };
}

/** A new order with its Razorpay order. */
async function placed(customer: Customer) {
  const { body, totalPaise } = await cart();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/new-order',
    headers: { ...bearer(customer.token), 'idempotency-key': `key-${Math.random().toString(36).slice(2)}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  const answer = response.json() as {
    order_id: string;
    payment_session_id: string;
    razorpay: { key: string; order_id: string; amount: number; name: string; prefill: Record<string, string> };
  };
  return { orderNumber: answer.order_id, razorpayOrderId: answer.payment_session_id, totalPaise, answer };
}

const postWebhook = (webhook: SignedWebhook, headers: Record<string, string> = webhook.headers) =>
  t.app.inject({ method: 'POST', url: '/api/payments/webhook/razorpay', headers, payload: webhook.rawBody });

const verify = (customer: Customer, result: CheckoutResult) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/verify',
    headers: bearer(customer.token),
    payload: result,
  });

const orderRow = (orderNumber: string) =>
  t.store.db
    .selectFrom('checkout_orders')
    .selectAll()
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();

const events = async (orderNumber: string) =>
  t.store.db
    .selectFrom('checkout_payment_events')
    .selectAll()
    .where('order_id', '=', (await orderRow(orderNumber)).id)
    .orderBy('id')
    .execute();

const invoices = async (orderNumber: string) =>
  t.store.db
    .selectFrom('invoices_invoices')
    .select('id')
    .where('order_id', '=', (await orderRow(orderNumber)).id)
    .execute();

describe('checkout with Razorpay (local double)', () => {
  it('creates the Razorpay order in paise, verifies the checkout signature, is paid once, and shows the result', async () => {
    const customer = await customerToken(t.app);
    const { orderNumber, razorpayOrderId, totalPaise, answer } = await placed(customer);

    // The double holds the order in paise with our number as receipt, made with Basic key_id:key_secret.
    const create = double.requests.find((request) => request.method === 'POST' && request.path === '/v1/orders');
    expect(create?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${double.keyId}:${double.keySecret}`).toString('base64')}`,
    );
    expect(double.order(razorpayOrderId)).toMatchObject({
      amount: totalPaise,
      currency: 'INR',
      receipt: orderNumber,
      notes: { order_number: orderNumber },
      status: 'created',
    });
    // What the browser opens Razorpay's Checkout with.
    expect(answer.razorpay).toEqual({
      key: double.keyId,
      order_id: razorpayOrderId,
      amount: totalPaise,
      currency: 'INR',
      name: expect.any(String),
      prefill: { name: customer.name, email: expect.stringContaining('@'), contact: '9876543210' },
    });
    const config = (await t.app.inject({ method: 'GET', url: '/api/payments/config' })).json();
    expect(config).toEqual({
      provider: 'razorpay',
      mode: 'sandbox',
      keyId: double.keyId,
      methods: ['upi', 'card', 'netbanking'],
      checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
    });

    // The buyer pays by UPI; the handler's result is posted back and checked on the server.
    const paid = double.pay(razorpayOrderId, { status: 'captured', method: 'upi' });
    const verified = await verify(customer, paid.checkout);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((verified.json() as { redirectUrl: string }).redirectUrl).toMatch(/^\/sucess\?encResp=/);
    // The payment was read from Razorpay before the order counted as paid.
    expect(double.requests.some((request) => request.path === `/v1/payments/${paid.payment.id}`)).toBe(true);
    const row = await orderRow(orderNumber);
    expect(row).toMatchObject({
      status: 'PAID',
      provider: 'razorpay',
      payment_session_id: razorpayOrderId,
      provider_payment_id: paid.payment.id,
      payment_method: 'upi',
      payment_method_detail: 'ga****@exampleupi',
      card_last4: null,
    });

    // Razorpay's webhooks arrive after: acknowledged, the order paid once, a redelivery a duplicate.
    for (const webhook of paid.webhooks) expect((await postWebhook(webhook)).statusCode).toBe(200);
    const again = await postWebhook(paid.webhooks[0] as SignedWebhook);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await invoices(orderNumber)).toHaveLength(1);
    expect((await events(orderNumber)).map((event) => [event.source, event.type])).toEqual([
      ['checkout', 'CHECKOUT_VERIFIED'],
      ['webhook', 'payment.captured'],
      ['webhook', 'order.paid'],
    ]);

    const status = await t.app.inject({
      method: 'GET',
      url: `/api/status/${encodeURIComponent(razorpayOrderId)}`,
      headers: bearer(customer.token),
    });
    expect(status.json()).toMatchObject({ redirectUrl: expect.stringMatching(/^\/sucess\?encResp=/) });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) })).json();
    expect(listed).toMatchObject([{ id: orderNumber, status: 'PAID', total: totalPaise / 100 }]);
  });

  it('pays by webhook alone, reading the card network and last 4 digits', async () => {
    const customer = await customerToken(t.app);
    const { orderNumber, razorpayOrderId } = await placed(customer);
    const paid = double.pay(razorpayOrderId, { status: 'captured', method: 'card' });
    const delivered = await postWebhook(paid.webhooks[0] as SignedWebhook);
    expect(delivered.json()).toEqual({ received: true, duplicate: false });
    expect(await orderRow(orderNumber)).toMatchObject({
      status: 'PAID',
      payment_method: 'card',
      card_last4: '1111',
      payment_method_detail: 'Visa ending 1111',
    });
  });

  it('refuses forged webhooks, and knows a replay even when it brings a new event id', async () => {
    const customer = await customerToken(t.app);
    const { orderNumber, razorpayOrderId, totalPaise } = await placed(customer);
    const paid = double.pay(razorpayOrderId, { status: 'captured' });
    const webhook = paid.webhooks[0] as SignedWebhook;

    const unsigned = { ...webhook.headers, 'x-razorpay-signature': '' };
    const wrongSecret = { ...webhook.headers, 'x-razorpay-signature': 'a'.repeat(64) };
    const cheaper = webhook.rawBody.replace(`"amount":${totalPaise}`, '"amount":100');
    expect(cheaper).not.toBe(webhook.rawBody);
    for (const attempt of [
      postWebhook(webhook, unsigned),
      postWebhook(webhook, wrongSecret),
      postWebhook({ rawBody: cheaper, headers: webhook.headers }),
      // The signature covers the raw bytes: the same JSON re-serialised is another body.
      postWebhook({ rawBody: JSON.stringify(JSON.parse(webhook.rawBody), null, 1), headers: webhook.headers }),
    ]) {
      const refused = await attempt;
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ error: 'Invalid webhook signature' });
    }
    expect((await orderRow(orderNumber)).status).toBe('PENDING');
    expect(await events(orderNumber)).toEqual([]);

    expect((await postWebhook(webhook)).json()).toEqual({ received: true, duplicate: false });
    expect((await postWebhook(webhook)).json()).toEqual({ received: true, duplicate: true });
    const newEventId = { ...webhook.headers, 'x-razorpay-event-id': 'ReplayWithNewId1' };
    expect((await postWebhook(webhook, newEventId)).json()).toEqual({ received: true, duplicate: true });
    expect(await events(orderNumber)).toHaveLength(1);
    expect(await invoices(orderNumber)).toHaveLength(1);
  });

  it('refuses a checkout signature made for another order, and another customer’s order', async () => {
    const customer = await customerToken(t.app);
    const first = await placed(customer);
    const second = await placed(customer);
    const paid = double.pay(first.razorpayOrderId, { status: 'captured' });

    // The first order's signed result, presented for the second order.
    const swapped = await verify(customer, { ...paid.checkout, razorpay_order_id: second.razorpayOrderId });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json()).toMatchObject({
      error: 'The payment could not be verified: its signature does not match this order.',
    });
    // A signature that is right for the pair, but the payment belongs to the first order at Razorpay.
    const { razorpayCheckoutSignature } = await import('./razorpay-double');
    const resigned = await verify(customer, {
      razorpay_order_id: second.razorpayOrderId,
      razorpay_payment_id: paid.payment.id,
      razorpay_signature: razorpayCheckoutSignature(double.keySecret, second.razorpayOrderId, paid.payment.id),
    });
    expect(resigned.statusCode).toBe(400);
    // The right order and payment with a signature Razorpay did not make: refused before Razorpay is asked.
    const asked = double.requests.length;
    const forged = await verify(customer, { ...paid.checkout, razorpay_signature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(double.requests.length).toBe(asked);
    expect((await orderRow(first.orderNumber)).status).toBe('PENDING');
    expect((await orderRow(second.orderNumber)).status).toBe('PENDING');
    expect(await events(second.orderNumber)).toEqual([]);

    // Somebody else's order is not found for them, signed or not.
    const stranger = await customerToken(t.app);
    expect((await verify(stranger, paid.checkout)).statusCode).toBe(404);
    expect((await orderRow(first.orderNumber)).status).toBe('PENDING');

    expect((await verify(customer, paid.checkout)).statusCode).toBe(200);
    expect((await orderRow(first.orderNumber)).status).toBe('PAID');
  });

  it('never marks the order paid for a payment of another amount, by checkout, webhook or status check', async () => {
    const customer = await customerToken(t.app);
    const { orderNumber, razorpayOrderId, totalPaise } = await placed(customer);
    const paid = double.pay(razorpayOrderId, { status: 'captured', amount: totalPaise - 100 });

    const verified = await verify(customer, paid.checkout);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ redirectUrl: '/my-orders' });
    for (const webhook of paid.webhooks) expect((await postWebhook(webhook)).statusCode).toBe(200);
    await reconcileOnce(t.checkout, new Date(Date.now() + 3 * 60_000));
    expect((await orderRow(orderNumber)).status).toBe('PENDING');
    const notes = (await events(orderNumber)).map((event) => event.note);
    expect(notes.length).toBeGreaterThanOrEqual(3);
    for (const note of notes) expect(note).toBe(`amount ${totalPaise - 100} does not match ${totalPaise}`);
    expect(await invoices(orderNumber)).toEqual([]);
  });

  it('moves the order to FAILED on a failed payment, and a later captured one still pays it', async () => {
    const customer = await customerToken(t.app);
    const { orderNumber, razorpayOrderId } = await placed(customer);
    const failed = double.pay(razorpayOrderId, { status: 'failed' });
    expect((await postWebhook(failed.webhooks[0] as SignedWebhook)).statusCode).toBe(200);
    expect((await orderRow(orderNumber)).status).toBe('FAILED');
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/status/${encodeURIComponent(razorpayOrderId)}`,
      headers: bearer(customer.token),
    });
    expect((status.json() as { redirectUrl: string }).redirectUrl).toMatch(/^\/fail/);

    // Razorpay lets the buyer retry on the same order.
    const retried = double.pay(razorpayOrderId, { status: 'captured', method: 'netbanking' });
    expect((await verify(customer, retried.checkout)).statusCode).toBe(200);
    expect(await orderRow(orderNumber)).toMatchObject({ status: 'PAID', payment_method_detail: 'HDFC' });
  });

  it('reconciles a pending order from the order’s payments at Razorpay', async () => {
    const customer = await customerToken(t.app);
    const { orderNumber, razorpayOrderId } = await placed(customer);
    await reconcileOnce(t.checkout, new Date(Date.now() + 3 * 60_000));
    expect((await orderRow(orderNumber)).status).toBe('PENDING');

    // Paid, but neither the browser's result nor the webhook reached the store.
    double.pay(razorpayOrderId, { status: 'captured', method: 'wallet' });
    await reconcileOnce(t.checkout, new Date(Date.now() + 3 * 60_000));
    expect(await orderRow(orderNumber)).toMatchObject({ status: 'PAID', payment_method_detail: 'paytm' });
    expect(
      double.requests.filter((request) => request.path === `/v1/orders/${razorpayOrderId}/payments`).length,
    ).toBeGreaterThanOrEqual(2);
    expect((await events(orderNumber)).at(-1)).toMatchObject({ source: 'reconcile', type: 'ORDER_PAID' });
  });

  it('finds the order made before when a create is retried, and acknowledges events it does not act on', async () => {
    const customer = await customerToken(t.app);
    const { body } = await cart();
    // Razorpay fails once: the order stays PENDING without a session, and the retry makes one Razorpay order.
    double.failNext('500');
    const key = `key-${Math.random().toString(36).slice(2)}`;
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/new-order',
        headers: { ...bearer(customer.token), 'idempotency-key': key },
        payload: body,
      });
    expect((await post()).statusCode).toBe(502);
    const retried = await post();
    expect(retried.statusCode).toBe(201);
    const { order_id: orderNumber, payment_session_id: sessionId } = retried.json() as {
      order_id: string;
      payment_session_id: string;
    };
    expect(
      double
        .orders()
        .filter((order) => order.receipt === orderNumber)
        .map((order) => order.id),
    ).toEqual([sessionId]);
    // The same receipt again (an answer lost after Razorpay made the order) reuses it.
    const input = {
      orderNumber,
      amountPaise: (await orderRow(orderNumber)).total_paise,
      customer: { id: customer.id, name: customer.name, email: 'x@example.com', phone: '9876543210' },
      returnUrl: 'https://shop.example/formpage',
      notifyUrl: 'https://shop.example/api/payments/webhook/razorpay',
      expiresAt: new Date(Date.now() + 60_000),
    };
    expect((await t.checkout.provider.createOrder(input)).paymentSessionId).toBe(sessionId);
    expect(double.orders().filter((order) => order.receipt === orderNumber)).toHaveLength(1);

    const paid = double.pay(sessionId, { status: 'authorized' });
    const dispute = double.webhook('payment.dispute.created', { payment: paid.payment });
    expect((await postWebhook(dispute)).json()).toEqual({ received: true, duplicate: false });
    expect((await orderRow(orderNumber)).status).toBe('PENDING');
  });
});
