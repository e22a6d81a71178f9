import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCashfreeProvider,
  fetchTransport,
  InvalidWebhook,
  type PaymentProvider,
  ProviderRejected,
  ProviderUnavailable,
} from '../src/modules/payments';
import { type CashfreeDouble, cashfreeSignature, type SignedWebhook, startCashfreeDouble } from './cashfree-double';

const TIMEOUT_MS = 400;
let double: CashfreeDouble;
let provider: PaymentProvider;

const providerWith = (overrides: { secret?: string; baseUrl?: string } = {}) =>
  createCashfreeProvider({
    name: 'cashfree',
    baseUrl: overrides.baseUrl ?? double.baseUrl,
    appId: double.appId,
    secret: overrides.secret ?? double.secret,
    transport: fetchTransport,
    checkout: { kind: 'cashfree', mode: 'sandbox' },
    timeoutMs: TIMEOUT_MS,
  });

beforeAll(async () => {
  double = await startCashfreeDouble();
  provider = providerWith();
});
afterAll(async () => {
  await double.close();
});

let counter = 0;
const orderInput = (overrides: Partial<Parameters<PaymentProvider['createOrder']>[0]> = {}) => {
  counter += 1;
  return {
    orderNumber: `ORD-20250101-T${String(counter).padStart(3, '0')}`,
    amountPaise: 106_146,
    customer: { id: 'a1b2c3d4e5f6a1b2c3d4e5f6', name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
    returnUrl: 'https://shop.example/formpage?order_id={order_id}',
    notifyUrl: 'https://shop.example/api/payments/webhook/cashfree',
    expiresAt: new Date(Date.now() + 30 * 60_000),
    ...overrides,
  };
};

const createRequests = (orderId: string) =>
  double.requests.filter(
    (request) =>
      request.method === 'POST' &&
      request.path === '/pg/orders' &&
      (request.body as { order_id?: string })?.order_id === orderId,
  );

/** Resolves to the error the promise rejects with, and how long that took. */
async function failure(promise: Promise<unknown>) {
  const started = Date.now();
  const error = await promise.then(
    () => new Error('expected a failure'),
    (reason: unknown) => reason,
  );
  return { error, elapsedMs: Date.now() - started };
}

describe('createOrder against the Cashfree double', () => {
  it('sends the order in rupees with the pinned version and an idempotency key, and returns the session', async () => {
    const input = orderInput();
    const session = await provider.createOrder(input);
    const order = double.order(input.orderNumber);
    expect(order?.order_status).toBe('ACTIVE');
    expect(session.paymentSessionId).toBe(order?.payment_session_id);
    expect(session.expiresAt).toBe(order?.order_expiry_time);
    expect(Date.parse(session.expiresAt ?? '')).toBe(Math.floor(input.expiresAt.getTime() / 1000) * 1000);

    const [request] = createRequests(input.orderNumber);
    expect(request?.headers['x-api-version']).toBe('2025-01-01');
    expect(request?.headers['x-client-id']).toBe(double.appId);
    expect(request?.headers['x-client-secret']).toBe(double.secret);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(request?.rawBody).toContain('"order_amount":1061.46');
    expect(request?.body).toMatchObject({
      order_id: input.orderNumber,
      order_amount: 1061.46,
      order_currency: 'INR',
      customer_details: { customer_id: input.customer.id, customer_phone: '9876543210', customer_name: 'Asha Rao' },
      order_meta: { return_url: input.returnUrl, notify_url: input.notifyUrl },
    });
  });

  it.each([
    [100, '1'],
    [1015, '10.15'],
    [299_900, '2999'],
    [1_061_646, '10616.46'],
  ])('sends %i paise as order_amount %s rupees', async (amountPaise, rupees) => {
    const input = orderInput({ amountPaise });
    await provider.createOrder(input);
    expect(createRequests(input.orderNumber)[0]?.rawBody).toContain(`"order_amount":${rupees},`);
    expect(double.order(input.orderNumber)?.order_amount).toBe(Number(rupees));
  });

  it('a retried create for the same order number gets the same session (idempotent replay)', async () => {
    const input = orderInput();
    const first = await provider.createOrder(input);
    const again = await provider.createOrder(input);
    expect(again.paymentSessionId).toBe(first.paymentSessionId);
    const [one, two] = createRequests(input.orderNumber);
    expect(two?.headers['x-idempotency-key']).toBe(one?.headers['x-idempotency-key']);
    expect(two?.replayed).toBe(true);
  });

  it('a retried create after the idempotency key lapsed reuses the existing order (409 path)', async () => {
    const input = orderInput();
    const first = await provider.createOrder(input);
    double.forgetIdempotencyKeys();
    const again = await provider.createOrder(input);
    expect(again.paymentSessionId).toBe(first.paymentSessionId);
    expect(createRequests(input.orderNumber).map((request) => request.outcome)).toEqual([200, 409]);
  });

  it('a 409 for an order id Cashfree holds with another amount is refused, not reused', async () => {
    const input = orderInput();
    await provider.createOrder(input);
    double.forgetIdempotencyKeys();
    const { error } = await failure(provider.createOrder({ ...input, amountPaise: input.amountPaise + 100 }));
    expect(error).toBeInstanceOf(ProviderRejected);
  });

  it('the answer of a create whose reply was lost comes back on the retry', async () => {
    const input = orderInput();
    double.failNext('timeout');
    const { error } = await failure(provider.createOrder(input));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    const session = await provider.createOrder(input);
    expect(session.paymentSessionId).toBe(double.order(input.orderNumber)?.payment_session_id);
  });

  it('leaves out a notify_url that is not https (Cashfree refuses it; webhooks then come from the dashboard setting)', async () => {
    const input = orderInput({ notifyUrl: 'http://localhost:3000/api/payments/webhook/cashfree' });
    await provider.createOrder(input);
    const body = createRequests(input.orderNumber)[0]?.body as { order_meta: Record<string, unknown> };
    expect(body.order_meta.notify_url).toBeUndefined();
    expect(body.order_meta.return_url).toBe(input.returnUrl);
  });

  it('the demo gateway (same client, named demo) still gets an http notify_url', async () => {
    const demo = createCashfreeProvider({
      name: 'demo',
      baseUrl: double.baseUrl,
      appId: double.appId,
      secret: double.secret,
      transport: fetchTransport,
      checkout: { kind: 'demo' },
    });
    const input = orderInput({ notifyUrl: 'http://localhost:3000/api/payments/webhook/demo' });
    await demo.createOrder(input).catch(() => undefined); // the double, like Cashfree, refuses it
    const body = createRequests(input.orderNumber)[0]?.body as { order_meta: Record<string, unknown> };
    expect(body.order_meta.notify_url).toBe(input.notifyUrl);
  });

  it.each([
    ['an amount under ₹1', { amountPaise: 50 }, 'order_amount'],
    ['a phone that is not 10 characters', { customer: { ...orderInput().customer, phone: '98765' } }, 'customer_phone'],
    ['an order id that is too short', { orderNumber: 'AB' }, 'order_id'],
  ])('a 400 for %s is ProviderRejected with its message', async (_name, overrides, field) => {
    const { error } = await failure(provider.createOrder(orderInput(overrides)));
    expect(error).toBeInstanceOf(ProviderRejected);
    expect((error as Error).message).toContain(field);
  });

  it('wrong credentials (401) are ProviderRejected', async () => {
    const { error } = await failure(providerWith({ secret: 'not-the-secret' }).createOrder(orderInput()));
    expect(error).toBeInstanceOf(ProviderRejected);
  });
});

describe('fetchOrder against the Cashfree double', () => {
  it('reads an ACTIVE order and its attempts, then PAID', async () => {
    const input = orderInput({ amountPaise: 17_000 });
    await provider.createOrder(input);
    expect(await provider.fetchOrder(input.orderNumber)).toEqual({ found: true, orderStatus: 'ACTIVE', payments: [] });

    double.pay(input.orderNumber, { status: 'FAILED' });
    const failed = await provider.fetchOrder(input.orderNumber);
    expect(failed.orderStatus).toBe('ACTIVE');
    expect(failed.payments).toEqual([
      {
        paymentId: double.payments(input.orderNumber)[0]?.cf_payment_id,
        status: 'FAILED',
        amountPaise: 17_000,
        currency: 'INR',
        method: 'credit_card',
        last4: '1111',
        methodDetail: 'Visa ending 1111',
        expired: false,
      },
    ]);

    double.pay(input.orderNumber, { status: 'SUCCESS' });
    const paid = await provider.fetchOrder(input.orderNumber);
    expect(paid.orderStatus).toBe('PAID');
    expect(paid.payments.map((payment) => [payment.status, payment.amountPaise])).toEqual([
      ['FAILED', 17_000],
      ['SUCCESS', 17_000],
    ]);
  });

  it('an order Cashfree does not know is found: false', async () => {
    expect(await provider.fetchOrder('ORD-20250101-NONE')).toEqual({ found: false, orderStatus: null, payments: [] });
  });
});

describe('provider failures', () => {
  it.each(['500', 'timeout', 'reset'] as const)(
    '%s is ProviderUnavailable within the timeout, and the next call works',
    async (kind) => {
      const input = orderInput();
      double.failNext(kind);
      const created = await failure(provider.createOrder(input));
      expect(created.error).toBeInstanceOf(ProviderUnavailable);
      expect(created.elapsedMs).toBeLessThan(TIMEOUT_MS + 1000);

      await provider.createOrder(input);
      double.failNext(kind);
      const fetched = await failure(provider.fetchOrder(input.orderNumber));
      expect(fetched.error).toBeInstanceOf(ProviderUnavailable);
      expect(fetched.elapsedMs).toBeLessThan(TIMEOUT_MS + 1000);
      expect((await provider.fetchOrder(input.orderNumber)).found).toBe(true);
    },
  );

  it('an unreachable provider is ProviderUnavailable', async () => {
    const closed = await startCashfreeDouble();
    await closed.close();
    const { error } = await failure(providerWith({ baseUrl: closed.baseUrl }).fetchOrder('ORD-20250101-GONE'));
    expect(error).toBeInstanceOf(ProviderUnavailable);
  });
});

describe('verifyWebhook', () => {
  const paidOrder = async (amountPaise: number) => {
    const input = orderInput({ amountPaise });
    await provider.createOrder(input);
    return input.orderNumber;
  };
  const verify = (webhook: SignedWebhook, headers: Record<string, string | undefined> = webhook.headers) =>
    provider.verifyWebhook(webhook.rawBody, headers);
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error;
    }
    return new Error('the webhook was accepted');
  };

  it("accepts a signed webhook, keeping Cashfree's 170.00 amount text, and keys it by its signed payment id, type and event time", async () => {
    const orderNumber = await paidOrder(17_000);
    const webhook = double.pay(orderNumber, { status: 'SUCCESS' });
    expect(webhook.rawBody).toContain('"payment_amount":170.00');
    // Re-serialising would have changed the text the signature covers.
    expect(JSON.stringify(JSON.parse(webhook.rawBody))).not.toBe(webhook.rawBody);
    const eventTime = JSON.parse(webhook.rawBody).event_time;
    expect(eventTime).toEqual(expect.any(String));
    expect(verify(webhook)).toEqual({
      eventKey: `${double.payments(orderNumber)[0]?.cf_payment_id}:PAYMENT_SUCCESS_WEBHOOK:${eventTime}`,
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      orderNumber,
      payment: {
        paymentId: double.payments(orderNumber)[0]?.cf_payment_id,
        status: 'SUCCESS',
        amountPaise: 17_000,
        currency: 'INR',
        method: 'credit_card',
        last4: '1111',
        methodDetail: 'Visa ending 1111',
        expired: false,
      },
    });
  });

  it('reads failed and dropped attempts', async () => {
    const orderNumber = await paidOrder(50_000);
    const failed = verify(double.pay(orderNumber, { status: 'FAILED' }));
    expect([failed.type, failed.payment.status]).toEqual(['PAYMENT_FAILED_WEBHOOK', 'FAILED']);
    const dropped = verify(double.pay(orderNumber, { status: 'USER_DROPPED' }));
    expect([dropped.type, dropped.payment.status]).toEqual(['PAYMENT_USER_DROPPED_WEBHOOK', 'USER_DROPPED']);
  });

  it('the unsigned x-idempotency-key never changes the key: absent or replaced, the event is the same', async () => {
    const orderNumber = await paidOrder(10_000);
    const webhook = double.pay(orderNumber, { status: 'FAILED' });
    const { 'x-idempotency-key': _key, ...headers } = webhook.headers;
    const paymentId = double.payments(orderNumber)[0]?.cf_payment_id;
    const eventTime = JSON.parse(webhook.rawBody).event_time;
    const expected = `${paymentId}:PAYMENT_FAILED_WEBHOOK:${eventTime}`;
    expect(verify(webhook, headers).eventKey).toBe(expected);
    expect(verify(webhook, { ...headers, 'x-idempotency-key': 'a-fresh-key-from-a-replay' }).eventKey).toBe(expected);
  });

  it('refuses a webhook signed with another secret', async () => {
    const webhook = double.pay(await paidOrder(10_000), { status: 'SUCCESS' });
    const other = providerWith({ secret: 'another-secret' });
    expect(refusal(() => other.verifyWebhook(webhook.rawBody, webhook.headers))).toBeInstanceOf(InvalidWebhook);
  });

  it('refuses an altered body, even one that only re-serialises 170.00 as 170', async () => {
    const webhook = double.pay(await paidOrder(17_000), { status: 'SUCCESS' });
    const reserialised = { ...webhook, rawBody: JSON.stringify(JSON.parse(webhook.rawBody)) };
    expect(refusal(() => verify(reserialised))).toBeInstanceOf(InvalidWebhook);
    const cheaper = {
      ...webhook,
      rawBody: webhook.rawBody.replace('"payment_amount":170.00', '"payment_amount":1.00'),
    };
    expect(refusal(() => verify(cheaper))).toBeInstanceOf(InvalidWebhook);
  });

  it('refuses a timestamp more than five minutes old or ahead, accepts one within', async () => {
    const orderNumber = await paidOrder(10_000);
    const at = (offsetMs: number) => double.pay(orderNumber, { status: 'FAILED', timestamp: Date.now() + offsetMs });
    expect(refusal(() => verify(at(-5 * 60_000 - 5_000)))).toBeInstanceOf(InvalidWebhook);
    expect(refusal(() => verify(at(5 * 60_000 + 5_000)))).toBeInstanceOf(InvalidWebhook);
    expect(verify(at(-4 * 60_000)).payment.status).toBe('FAILED');
    expect(verify(at(60_000)).payment.status).toBe('FAILED');
  });

  it('refuses a timestamp changed after signing', async () => {
    const webhook = double.pay(await paidOrder(10_000), { status: 'SUCCESS' });
    const headers = {
      ...webhook.headers,
      'x-webhook-timestamp': String(Number(webhook.headers['x-webhook-timestamp']) + 1),
    };
    expect(refusal(() => verify(webhook, headers))).toBeInstanceOf(InvalidWebhook);
  });

  it.each(['x-webhook-signature', 'x-webhook-timestamp'])('refuses a webhook without %s', async (header) => {
    const webhook = double.pay(await paidOrder(10_000), { status: 'SUCCESS' });
    expect(refusal(() => verify(webhook, { ...webhook.headers, [header]: undefined }))).toBeInstanceOf(InvalidWebhook);
    expect(refusal(() => verify(webhook, { ...webhook.headers, [header]: '' }))).toBeInstanceOf(InvalidWebhook);
  });

  it('refuses a correctly signed body that is not a payment event', () => {
    const timestamp = String(Date.now());
    for (const rawBody of ['not json', '{"type":"PAYMENT_SUCCESS_WEBHOOK","data":{}}']) {
      const headers = {
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': cashfreeSignature(double.secret, timestamp, rawBody),
      };
      expect(refusal(() => provider.verifyWebhook(rawBody, headers))).toBeInstanceOf(InvalidWebhook);
    }
  });
});

describe('the double itself answers as Cashfree documents', () => {
  const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) =>
    fetch(`${double.baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-client-id': double.appId,
        'x-client-secret': double.secret,
        'x-api-version': '2025-01-01',
        'content-type': 'application/json',
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const body = (orderId: string, amount = 10) => ({
    order_id: orderId,
    order_amount: amount,
    order_currency: 'INR',
    customer_details: { customer_id: 'cust001', customer_phone: '9876543210' },
  });

  it.each(['x-client-id', 'x-client-secret', 'x-api-version'])(
    '401 authentication_error without %s',
    async (header) => {
      const response = await send('/orders/ORD-X', { headers: { [header]: '' } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ type: 'authentication_error' });
    },
  );

  it('409 order_already_exists for a reused order id, 404 order_not_found for an unknown one', async () => {
    expect((await send('/orders', { method: 'POST', body: body('DOUBLE-409') })).status).toBe(200);
    const again = await send('/orders', { method: 'POST', body: body('DOUBLE-409') });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      code: 'order_already_exists',
      type: 'invalid_request_error',
      message: 'order with same id is already present',
    });
    const missing = await send('/orders/DOUBLE-NONE');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'order_not_found' });
  });

  it('replays the same key with the same body, and answers 422 idempotency_error for another body', async () => {
    const key = { 'x-idempotency-key': '0f8fad5b-d9cb-469f-a165-70867728950e' };
    const first = await send('/orders', { method: 'POST', headers: key, body: body('DOUBLE-IDEM') });
    const replay = await send('/orders', { method: 'POST', headers: key, body: body('DOUBLE-IDEM') });
    expect(replay.headers.get('x-idempotency-replayed')).toBe('true');
    expect(await replay.json()).toEqual(await first.json());
    const other = await send('/orders', { method: 'POST', headers: key, body: body('DOUBLE-IDEM', 20) });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ type: 'idempotency_error' });
  });

  it('400 invalid_request_error for a currency other than INR', async () => {
    const response = await send('/orders', { method: 'POST', body: { ...body('DOUBLE-USD'), order_currency: 'USD' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'order_currency_invalid', type: 'invalid_request_error' });
  });
});
