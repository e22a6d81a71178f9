import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileOnce } from '../src/modules/checkout';
import { bearer, customerToken } from './accounts-helpers';
import {
  type Card,
  demoWebhook,
  newOrder,
  orderBody,
  orderStatus,
  payOnDemoCheckout,
  postWebhook,
  resignHeaders,
  someCards,
  waitForStatus,
} from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let cards: Card[];
let buyer: Awaited<ReturnType<typeof customerToken>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  cards = await someCards(t.app, 3);
  buyer = await customerToken(t.app);
});
afterAll(async () => {
  await t.close();
});

const first = () => cards[0] as Card;
const second = () => cards[1] as Card;

async function startOrder(lines = [{ card: first(), quantity: 1 }], key?: string) {
  const response = await newOrder(t.app, buyer.token, orderBody(lines), key);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { payment_session_id: string; order_id: string };
}

const statusCheck = (sessionId: string, token = buyer.token) =>
  t.app.inject({ method: 'GET', url: `/api/status/${encodeURIComponent(sessionId)}`, headers: bearer(token) });

describe('POST /api/new-order', () => {
  it('prices the order itself: subtotal, 18% GST and total in paise, items snapshotted', async () => {
    const { order_id } = await startOrder([
      { card: first(), quantity: 2 },
      { card: second(), quantity: 1 },
    ]);
    expect(order_id).toMatch(/^ORD-\d{8}-[0-9A-Z]{4}$/);
    const order = await t.store.db
      .selectFrom('checkout_orders')
      .selectAll()
      .where('order_number', '=', order_id)
      .executeTakeFirstOrThrow();
    const subtotal = (first().price * 2 + second().price) * 100;
    expect(Number(order.subtotal_paise)).toBe(subtotal);
    expect(Number(order.gst_paise)).toBe(Math.round(subtotal * 0.18));
    expect(Number(order.total_paise)).toBe(subtotal + Math.round(subtotal * 0.18));
    expect(order.status).toBe('PENDING');
    expect(order.phone).toBe('9876543210');
    const items = await t.store.db
      .selectFrom('checkout_order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('position')
      .execute();
    expect(items.map((item) => [item.design_id, item.title, Number(item.unit_price_paise), item.quantity])).toEqual([
      [first()._id, first().title, first().price * 100, 2],
      [second()._id, second().title, second().price * 100, 1],
    ]);
  });

  it('answers 409 with the server total when the browser total differs, and makes no order', async () => {
    const before = await t.store.db
      .selectFrom('checkout_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const body = orderBody([{ card: first(), quantity: 1 }]);
    const response = await newOrder(t.app, buyer.token, { ...body, cartTotal: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'Prices have changed. Please review your cart.',
      total: body.cartTotal,
    });
    const after = await t.store.db
      .selectFrom('checkout_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    [{ phone: '' }, 'Phone number is required.'],
    [{ phone: '12345' }, 'Enter a valid 10-digit phone number.'],
    [{ phone: '98765432101' }, 'Enter a valid 10-digit phone number.'],
    [{ phone: 'abcdefghij' }, 'Enter a valid 10-digit phone number.'],
    [{ items: [] }, 'Your cart is empty.'],
  ])('answers 400 for %j', async (override, message) => {
    const response = await newOrder(t.app, buyer.token, orderBody([{ card: first(), quantity: 1 }], override));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it.each([0, 11, 1.5, -1])('answers 400 for quantity %s', async (quantity) => {
    const body = orderBody([{ card: first(), quantity: 1 }]);
    const response = await newOrder(t.app, buyer.token, { ...body, items: [{ id: first()._id, quantity }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/quantity/);
  });

  it('answers 400 for a design that is not in the catalogue', async () => {
    const body = orderBody([{ card: first(), quantity: 1 }]);
    const response = await newOrder(t.app, buyer.token, { ...body, items: [{ id: 'nope', quantity: 1 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Design nope is not in the catalogue');
  });

  it('ignores price, status and total fields a client adds', async () => {
    const body = {
      ...orderBody([{ card: first(), quantity: 1 }]),
      status: 'PAID',
      total: 1,
      gst: 0,
      price: 1,
      currency: 'USD',
    };
    const { order_id } = (await newOrder(t.app, buyer.token, body)).json();
    expect(await orderStatus(t, order_id)).toBe('PENDING');
  });

  it('returns the same order and session for a repeated Idempotency-Key', async () => {
    const key = `key-${Date.now()}-repeat`;
    const one = await startOrder(undefined, key);
    const two = await startOrder(undefined, key);
    expect(two).toEqual(one);
    const rows = await t.store.db.selectFrom('checkout_idempotency_keys').selectAll().where('key', '=', key).execute();
    expect(rows).toHaveLength(1);
  });

  it('makes one order for two concurrent identical requests', async () => {
    const key = `key-${Date.now()}-concurrent`;
    const body = orderBody([{ card: second(), quantity: 1 }]);
    const [a, b] = await Promise.all([
      newOrder(t.app, buyer.token, body, key),
      newOrder(t.app, buyer.token, body, key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    const orders = await t.store.db
      .selectFrom('checkout_idempotency_keys as k')
      .innerJoin('checkout_orders as o', 'o.id', 'k.order_id')
      .select('o.order_number')
      .where('k.key', '=', key)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('refuses a reused key for a different cart', async () => {
    const key = `key-${Date.now()}-reuse`;
    await startOrder(undefined, key);
    const response = await newOrder(t.app, buyer.token, orderBody([{ card: second(), quantity: 2 }]), key);
    expect(response.statusCode).toBe(422);
  });
});

describe('payment return addresses', () => {
  it('come from configuration only: a forged Host or X-Forwarded-Host never chooses them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/new-order',
      headers: { ...bearer(buyer.token), host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: orderBody([{ card: first(), quantity: 1 }]),
    });
    expect(response.statusCode, response.body).toBe(201);
    const demoOrder = await t.store.db
      .selectFrom('payments_demo_orders')
      .select(['return_url', 'notify_url'])
      .where('order_id', '=', response.json().order_id)
      .executeTakeFirstOrThrow();
    // No PUBLIC_URL in this test app: the README's default, http://localhost:$PORT.
    expect(demoOrder.return_url).toBe('http://localhost:3000/formpage?order_id={order_id}');
    expect(demoOrder.notify_url).toBe('http://localhost:3000/api/payments/webhook/demo');
    const paid = await payOnDemoCheckout(t.app, response.json().payment_session_id, '4111 1111 1111 1111');
    expect(paid.json().redirectUrl).toBe(`http://localhost:3000/formpage?order_id=${response.json().order_id}`);
  });
});

describe('paying with the demo provider', () => {
  it('a good card pays: the webhook marks the order PAID, status leads to /sucess, payment-response confirms', async () => {
    const { payment_session_id, order_id } = await startOrder([{ card: first(), quantity: 1 }]);
    expect((await (await statusCheck(payment_session_id)).json()).redirectUrl).toBe('/my-orders');
    const paid = await payOnDemoCheckout(t.app, payment_session_id, '4111 1111 1111 1111');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      kind: 'paid',
      redirectUrl: expect.stringMatching(new RegExp(`/formpage\\?order_id=${order_id}$`)),
    });
    await waitForStatus(t, order_id, 'PAID');
    const redirectUrl = (await statusCheck(payment_session_id)).json().redirectUrl as string;
    expect(redirectUrl).toMatch(/^\/sucess\?encResp=[A-Za-z0-9_-]+$/);
    const encResp = redirectUrl.split('encResp=')[1];
    const result = await t.app.inject({ method: 'POST', url: '/api/payment-response', payload: { encResp } });
    expect(result.statusCode).toBe(200);
    const total = Math.round(first().price * 118) / 100;
    expect(result.json()).toEqual({ order_id, name: buyer.name, amount: total });
    const order = await t.store.db
      .selectFrom('checkout_orders')
      .selectAll()
      .where('order_number', '=', order_id)
      .executeTakeFirstOrThrow();
    expect(order.card_last4).toBe('1111');
    expect(order.provider_payment_id).toMatch(/^demo_pay_/);
  });

  it('never stores a card number or CVV', async () => {
    const { payment_session_id, order_id } = await startOrder();
    await payOnDemoCheckout(t.app, payment_session_id, '4111111111111111');
    await waitForStatus(t, order_id, 'PAID');
    for (const table of [
      'payments_demo_payments',
      'payments_demo_orders',
      'checkout_payment_events',
      'checkout_orders',
    ] as const) {
      const rows = await t.store.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows)).not.toMatch(/4111111111111111|"123"/);
    }
  });

  it('the declined card ends FAILED and leads to /fail', async () => {
    const { payment_session_id, order_id } = await startOrder();
    const declined = await payOnDemoCheckout(t.app, payment_session_id, '4000 0000 0000 0002');
    expect(declined.json()).toMatchObject({ kind: 'declined', message: expect.stringMatching(/declined/) });
    await waitForStatus(t, order_id, 'FAILED');
    expect((await statusCheck(payment_session_id)).json().redirectUrl).toBe('/fail?reason=declined');
  });

  it('a cancelled payment ends CANCELLED and leads to /fail', async () => {
    const { payment_session_id, order_id } = await startOrder();
    await payOnDemoCheckout(t.app, payment_session_id, 'cancel');
    await waitForStatus(t, order_id, 'CANCELLED');
    expect((await statusCheck(payment_session_id)).json().redirectUrl).toBe('/fail?reason=cancelled');
  });

  it('rejects bad card details on the demo checkout without taking a payment', async () => {
    const { payment_session_id, order_id } = await startOrder();
    const response = await t.app.inject({
      method: 'POST',
      url: `/demo-pg/sessions/${payment_session_id}/pay`,
      payload: { cardNumber: '4111111111111112', expiry: '01/20', cvv: '1', name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['cardNumber', 'cvv', 'expiry', 'name']);
    expect(await orderStatus(t, order_id)).toBe('PENDING');
  });

  it("another customer's status check answers 404 and changes nothing", async () => {
    const { payment_session_id, order_id } = await startOrder();
    const other = await customerToken(t.app);
    expect((await statusCheck(payment_session_id, other.token)).statusCode).toBe(404);
    expect((await statusCheck('no-such-session')).statusCode).toBe(404);
    expect(await orderStatus(t, order_id)).toBe('PENDING');
  });

  it('lists only the customer’s own orders, newest first', async () => {
    const other = await customerToken(t.app);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(buyer.token) })
    ).json() as Array<{ id: string; createdAt: string; items: unknown[]; total: number; status: string }>;
    expect(mine.length).toBeGreaterThan(3);
    expect(mine[0]).toEqual({
      id: expect.stringMatching(/^ORD-/),
      items: expect.any(Array),
      total: expect.any(Number),
      status: expect.any(String),
      createdAt: expect.any(String),
      paymentSessionId: expect.any(String),
      // An order still waiting: nothing refunded, no method recorded, not paid.
      refunded: 0,
      paymentMethod: null,
      paymentDetail: null,
      paidAt: null,
    });
    expect([...mine].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((order) => order.id)).toEqual(
      mine.map((order) => order.id),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(other.token) })).json()).toEqual(
      [],
    );
  });
});

describe('payment-response', () => {
  it('answers 402 for an unpaid order and 400 for a tampered or foreign token', async () => {
    const { payment_session_id, order_id } = await startOrder();
    const order = await t.store.db
      .selectFrom('checkout_orders')
      .select('id')
      .where('order_number', '=', order_id)
      .executeTakeFirstOrThrow();
    const token = t.checkout.encResp.encode(order.id);
    const unpaid = await t.app.inject({ method: 'POST', url: '/api/payment-response', payload: { encResp: token } });
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json()).toEqual({ status: 'PENDING', message: 'The payment has not been confirmed yet.' });
    const flipped = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    for (const encResp of [flipped, 'not-a-token', order.id, `${token}x`]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/payment-response', payload: { encResp } });
      expect(response.statusCode, encResp).toBe(400);
    }
    expect(await orderStatus(t, order_id)).toBe('PENDING');
    expect(payment_session_id).toMatch(/^session_demo_[A-Za-z0-9_-]{32}$/);
  });

  it('a result link expires with the customer session that paid (7 days, never over 30): 410, then the Error state', async () => {
    const { payment_session_id, order_id } = await startOrder();
    expect((await payOnDemoCheckout(t.app, payment_session_id, '4111 1111 1111 1111')).statusCode).toBe(200);
    await waitForStatus(t, order_id, 'PAID');
    const order = await t.store.db
      .selectFrom('checkout_orders')
      .select('id')
      .where('order_number', '=', order_id)
      .executeTakeFirstOrThrow();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
    const answer = (issuedAt: Date) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment-response',
        payload: { encResp: t.checkout.encResp.encode(order.id, issuedAt) },
      });
    expect((await answer(daysAgo(6.9))).statusCode).toBe(200);
    for (const days of [7.1, 31, 400]) {
      const expired = await answer(daysAgo(days));
      expect(expired.statusCode, `${days} days`).toBe(410);
      expect(expired.json().error).toBe('This payment link has expired. Your orders are listed under My Orders.');
    }
    // A link from the future (a clock ahead, or a forged time) is refused too.
    expect((await answer(new Date(Date.now() + 60 * 60_000))).statusCode).toBe(400);
  });
});

describe('webhooks', () => {
  it('rejects a forged or stale webhook and changes nothing', async () => {
    const { order_id } = await startOrder();
    const amount = Math.round(first().price * 118) / 100;
    const forged = demoWebhook(t, { orderNumber: order_id, amount, status: 'SUCCESS', paymentId: 'forged-1' });
    forged.headers['x-webhook-signature'] = Buffer.from('forged').toString('base64');
    expect((await postWebhook(t.app, forged)).statusCode).toBe(401);
    const stale = demoWebhook(t, {
      orderNumber: order_id,
      amount,
      status: 'SUCCESS',
      paymentId: 'stale-1',
      timestamp: Date.now() - 6 * 60_000,
    });
    expect((await postWebhook(t.app, stale)).statusCode).toBe(401);
    const altered = demoWebhook(t, { orderNumber: order_id, amount, status: 'FAILED', paymentId: 'altered-1' });
    expect((await postWebhook(t.app, { ...altered, body: altered.body.replace('FAILED', 'SUCCESS') })).statusCode).toBe(
      401,
    );
    expect(await orderStatus(t, order_id)).toBe('PENDING');
  });

  it('records a repeated event once and keeps PAID against late failures', async () => {
    const { order_id } = await startOrder();
    const amount = Math.round(first().price * 118) / 100;
    const success = demoWebhook(t, { orderNumber: order_id, amount, status: 'SUCCESS', paymentId: 'pay-ok' });
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => postWebhook(t.app, success)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await orderStatus(t, order_id)).toBe('PAID');
    const order = await t.store.db
      .selectFrom('checkout_orders')
      .select('id')
      .where('order_number', '=', order_id)
      .executeTakeFirstOrThrow();
    const events = await t.store.db
      .selectFrom('checkout_payment_events')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('source', '=', 'webhook')
      .execute();
    expect(events).toHaveLength(1);
    const lateFailure = demoWebhook(t, { orderNumber: order_id, amount, status: 'FAILED', paymentId: 'pay-old' });
    expect((await postWebhook(t.app, lateFailure)).statusCode).toBe(200);
    expect(await orderStatus(t, order_id)).toBe('PAID');
  });

  it('takes the event identity from signed content: a replay with a new x-idempotency-key is a duplicate', async () => {
    const { order_id } = await startOrder();
    const amount = Math.round(first().price * 118) / 100;
    const captured = demoWebhook(t, { orderNumber: order_id, amount, status: 'SUCCESS', paymentId: 'pay-replayed' });
    expect((await postWebhook(t.app, captured)).json()).toEqual({ received: true, duplicate: false });
    for (const key of ['replayed-key-1', 'replayed-key-2', '']) {
      const replay = await postWebhook(t.app, {
        ...captured,
        headers: { ...captured.headers, 'x-idempotency-key': key },
      });
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toEqual({ received: true, duplicate: true });
    }
    const order = await t.store.db
      .selectFrom('checkout_orders')
      .select('id')
      .where('order_number', '=', order_id)
      .executeTakeFirstOrThrow();
    const recorded = await t.store.db
      .selectFrom('checkout_payment_events')
      .select('event_key')
      .where('order_id', '=', order.id)
      .where('source', '=', 'webhook')
      .execute();
    expect(recorded).toHaveLength(1);
    // The same body signed again for a later delivery (a provider retry) is a duplicate too.
    const retried = await postWebhook(t.app, { body: captured.body, headers: resignHeaders(t, captured.body) });
    expect(retried.json()).toEqual({ received: true, duplicate: true });
    // Outside the 5-minute window the captured delivery is refused whatever its key.
    const late = resignHeaders(t, captured.body, Date.now() - 6 * 60_000);
    expect((await postWebhook(t.app, { body: captured.body, headers: late })).statusCode).toBe(401);
  });

  it('does not let a payment of the wrong amount pay the order', async () => {
    const { order_id } = await startOrder();
    const wrong = demoWebhook(t, { orderNumber: order_id, amount: 1, status: 'SUCCESS', paymentId: 'pay-cheap' });
    expect((await postWebhook(t.app, wrong)).statusCode).toBe(200);
    expect(await orderStatus(t, order_id)).toBe('PENDING');
  });
});

describe('reconciliation', () => {
  it('marks an order PAID when the provider took the payment but no webhook came', async () => {
    const { payment_session_id, order_id } = await startOrder();
    // The provider records the payment; its webhook is lost.
    await t.store.db
      .insertInto('payments_demo_payments')
      .values({
        payment_id: 'lost-hook',
        order_id,
        status: 'SUCCESS',
        amount_paise: Math.round(first().price * 118),
        message: 'ok',
        card_last4: '1111',
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.store.db
      .updateTable('payments_demo_orders')
      .set({ status: 'PAID' })
      .where('order_id', '=', order_id)
      .execute();
    expect(await orderStatus(t, order_id)).toBe('PENDING');
    await reconcileOnce(t.checkout, new Date(Date.now() + 3 * 60_000));
    expect(await orderStatus(t, order_id)).toBe('PAID');
    expect(payment_session_id).toMatch(/^session_demo_[A-Za-z0-9_-]{32}$/);
  });

  it('expires an order whose session has lapsed without payment', async () => {
    const { order_id } = await startOrder();
    await reconcileOnce(t.checkout, new Date(Date.now() + 31 * 60_000));
    expect(await orderStatus(t, order_id)).toBe('EXPIRED');
    // The customer hears of it once, with the way back to the cart (kept in the outbox without SMTP).
    const mails = await t.store.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('subject', '=', `Order ${order_id} expired before payment`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/^Back to your cart: https?:\/\/\S+\/checkout$/m);
  });
});
