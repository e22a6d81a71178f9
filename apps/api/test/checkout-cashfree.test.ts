import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, customerToken } from './accounts-helpers';
import { type CashfreeDouble, type SignedWebhook, startCashfreeDouble } from './cashfree-double';
import { createTestApp, type TestApp } from './test-app';

/** The whole store in cashfree mode, talking real HTTP to the local Cashfree double. */
let double: CashfreeDouble;
let t: TestApp;

beforeAll(async () => {
  double = await startCashfreeDouble({ appId: 'TEST_STORE_APP_ID', secret: 'cfsk_ma_test_store_secret' });
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
});
afterAll(async () => {
  await t?.close();
  await double?.close();
});

type Card = { _id: string; title: string; price: number };
type Customer = Awaited<ReturnType<typeof customerToken>>;

/** Two designs (one twice) and the total the shop shows: subtotal + 18% GST, in rupees. */
async function cart() {
  const cards = ((await t.app.inject({ method: 'GET', url: '/api/cards' })).json() as Card[]).slice(0, 2);
  const lines = cards.map((card, index) => ({ card, quantity: index + 1 }));
  const subtotalPaise = lines.reduce((sum, { card, quantity }) => sum + Math.round(card.price * 100) * quantity, 0);
  const totalPaise = subtotalPaise + Math.round((subtotalPaise * 18) / 100);
  return {
    totalRupees: totalPaise / 100,
    body: {
      cartTotal: totalPaise / 100,
      phone: '9876543210',
      titles: cards.map((card) => card.title).join(', '),
      items: lines.map(({ card, quantity }) => ({ id: card._id, quantity })),
    },
  };
}

async function postNewOrder(customer: Customer, body: object, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/new-order',
    headers: { ...bearer(customer.token), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });
}

/** A new order with its Cashfree session. */
async function placed(customer: Customer) {
  const { body, totalRupees } = await cart();
  const response = await postNewOrder(customer, body, `key-${Math.random().toString(36).slice(2)}`);
  expect(response.statusCode).toBe(201);
  const { order_id: orderNumber, payment_session_id: sessionId } = response.json() as {
    order_id: string;
    payment_session_id: string;
  };
  return { orderNumber, sessionId, totalRupees };
}

const postWebhook = (webhook: SignedWebhook, headers: Record<string, string> = webhook.headers) =>
  t.app.inject({ method: 'POST', url: '/api/payments/webhook/cashfree', headers, payload: webhook.rawBody });

const statusRedirect = async (customer: Customer, sessionId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/status/${encodeURIComponent(sessionId)}`,
    headers: bearer(customer.token),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { redirectUrl: string }).redirectUrl;
};

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

const createRequests = (orderNumber: string) =>
  double.requests.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === '/pg/orders' &&
      (request.body as { order_id?: string } | undefined)?.order_id === orderNumber,
  );

describe('checkout with Cashfree (local double)', () => {
  it('creates the Cashfree order for the server total, gets paid by a signed webhook once, and shows the result', async () => {
    const customer = await customerToken(t.app);
    const { orderNumber, sessionId, totalRupees } = await placed(customer);

    // The double holds the order with the server's total and our return and notify URLs.
    expect(sessionId).toBe(double.order(orderNumber)?.payment_session_id);
    const [request] = createRequests(orderNumber);
    expect(request?.headers['x-api-version']).toBe('2025-01-01');
    expect(request?.body).toMatchObject({
      order_id: orderNumber,
      order_amount: totalRupees,
      order_currency: 'INR',
      customer_details: { customer_id: customer.id, customer_phone: '9876543210', customer_name: customer.name },
      order_meta: {
        return_url: 'https://shop.example/formpage?order_id={order_id}',
        notify_url: 'https://shop.example/api/payments/webhook/cashfree',
      },
    });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) })).json();
    expect(listed).toMatchObject([
      { id: orderNumber, total: totalRupees, status: 'PENDING', paymentSessionId: sessionId },
    ]);

    expect(await statusRedirect(customer, sessionId)).toBe('/my-orders');

    const webhook = double.pay(orderNumber, { status: 'SUCCESS' });
    const delivered = await postWebhook(webhook);
    expect(delivered.statusCode).toBe(200);
    const paid = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) })).json();
    expect(paid).toMatchObject([{ id: orderNumber, status: 'PAID' }]);
    const afterFirst = await orderRow(orderNumber);
    expect(afterFirst.provider_payment_id).toBe(double.payments(orderNumber)[0]?.cf_payment_id);
    expect(afterFirst.card_last4).toBe('1111');

    // Cashfree delivers at least once: the same event again is acknowledged and changes nothing.
    const again = await postWebhook(webhook);
    expect(again.statusCode).toBe(200);
    expect(await orderRow(orderNumber)).toEqual(afterFirst);
    const keyed = (await events(orderNumber)).filter((event) => event.source === 'webhook');
    expect(keyed).toHaveLength(1);

    const redirect = await statusRedirect(customer, sessionId);
    expect(redirect).toMatch(/^\/sucess\?encResp=[A-Za-z0-9_-]+$/);
    const result = await t.app.inject({
      method: 'POST',
      url: '/api/payment-response',
      payload: { encResp: new URLSearchParams(redirect.split('?')[1]).get('encResp') },
    });
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual({ order_id: orderNumber, name: customer.name, amount: totalRupees });
  });

  it('refuses a webhook with a forged signature and changes nothing', async () => {
    const customer = await customerToken(t.app);
    const { orderNumber } = await placed(customer);
    const before = await orderRow(orderNumber);
    const webhook = double.pay(orderNumber, { status: 'SUCCESS' });
    const forged = await postWebhook(webhook, {
      ...webhook.headers,
      'x-webhook-signature': 'Zm9yZ2VkIHNpZ25hdHVyZQ==',
    });
    expect(forged.statusCode).toBe(401);
    expect(await orderRow(orderNumber)).toEqual(before);
    expect(await events(orderNumber)).toEqual([]);
  });

  it('a SUCCESS webhook for another amount does not pay the order, nor does a later status check', async () => {
    const customer = await customerToken(t.app);
    const { orderNumber, sessionId, totalRupees } = await placed(customer);
    const webhook = double.pay(orderNumber, { status: 'SUCCESS', amount: totalRupees - 1 });
    expect((await postWebhook(webhook)).statusCode).toBe(200);
    expect((await orderRow(orderNumber)).status).toBe('PENDING');
    expect((await events(orderNumber))[0]?.note).toMatch(/amount .* does not match/);

    // Cashfree now calls the order PAID, but the attempt's amount is still wrong.
    expect(await statusRedirect(customer, sessionId)).toBe('/my-orders');
    expect((await orderRow(orderNumber)).status).toBe('PENDING');
  });

  it('a late FAILED webhook never takes a paid order back', async () => {
    const customer = await customerToken(t.app);
    const { orderNumber } = await placed(customer);
    const failed = double.pay(orderNumber, { status: 'FAILED' });
    expect((await postWebhook(double.pay(orderNumber, { status: 'SUCCESS' }))).statusCode).toBe(200);
    expect((await postWebhook(failed)).statusCode).toBe(200);
    expect((await orderRow(orderNumber)).status).toBe('PAID');
  });
});

describe('Cashfree failing at session creation', () => {
  it.each(['500', 'timeout'] as const)(
    '%s: the customer gets 502 within 15 s, the order stays PENDING, and the same Idempotency-Key resumes it',
    async (kind) => {
      const customer = await customerToken(t.app);
      const { body } = await cart();
      const key = `retry-${kind}-${Date.now()}`;

      double.failNext(kind);
      const started = Date.now();
      const failed = await postNewOrder(customer, body, key);
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(failed.statusCode).toBe(502);
      expect((failed.json() as { error: string }).error).toMatch(/payment service/i);

      const orders = () =>
        t.store.db.selectFrom('checkout_orders').selectAll().where('user_id', '=', customer.id).execute();
      const [pending] = await orders();
      expect(pending).toMatchObject({ status: 'PENDING', payment_session_id: null });
      const orderNumber = pending?.order_number ?? '';
      expect(createRequests(orderNumber)).toHaveLength(1);

      // A retry must send Cashfree the very same body, even if the account's name changed meanwhile.
      await t.store.db
        .updateTable('accounts_users')
        .set({ name: 'Renamed Customer' })
        .where('id', '=', customer.id)
        .execute();
      const retried = await postNewOrder(customer, body, key);
      expect(retried.statusCode).toBe(201);
      expect(retried.json()).toEqual({
        order_id: orderNumber,
        payment_session_id: double.order(orderNumber)?.payment_session_id,
      });
      const attempts = createRequests(orderNumber);
      expect(attempts).toHaveLength(2);
      expect(attempts[1]?.headers['x-idempotency-key']).toBe(attempts[0]?.headers['x-idempotency-key']);
      // After a timeout Cashfree had the order already: the retry got the first answer replayed.
      expect(attempts[1]?.replayed).toBe(kind === 'timeout');
      expect(await orders()).toHaveLength(1);
    },
    30_000,
  );
});

describe('Cashfree failing at status-check time', () => {
  it.each(['500', 'reset', 'timeout'] as const)(
    '%s: the status check answers within 15 s, the order keeps its status, and a later check settles it',
    async (kind) => {
      const customer = await customerToken(t.app);
      const { orderNumber, sessionId, totalRupees } = await placed(customer);
      double.pay(orderNumber, { status: 'SUCCESS', amount: totalRupees });
      double.failNext(kind, 1);
      const started = Date.now();
      // The provider cannot answer: what we know is kept (still pending), never an error page.
      expect(await statusRedirect(customer, sessionId)).toBe('/my-orders');
      expect(Date.now() - started).toBeLessThan(15_000);
      expect((await orderRow(orderNumber)).status).toBe('PENDING');
      // Once the provider answers again, the next check finds the payment.
      expect(await statusRedirect(customer, sessionId)).toMatch(/^\/sucess\?encResp=/);
      expect((await orderRow(orderNumber)).status).toBe('PAID');
    },
    40_000,
  );
});

describe('Content-Security-Policy', () => {
  const scriptSrc = async (app: TestApp['app']) => {
    const policy = String((await app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    return policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
  };

  it('allows the Cashfree JS SDK in cashfree mode only', async () => {
    expect((await scriptSrc(t.app)).split(' ')).toContain('https://sdk.cashfree.com');
    const demo = await createTestApp();
    try {
      expect(await scriptSrc(demo.app)).toBe("script-src 'self'");
    } finally {
      await demo.close();
    }
  });
});
