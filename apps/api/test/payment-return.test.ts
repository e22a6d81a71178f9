import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, customerToken, nextIp } from './accounts-helpers';
import { type Card, newOrder, orderBody, payOnDemoCheckout, someCards, waitForStatus } from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let card: Card;
let buyer: Awaited<ReturnType<typeof customerToken>>;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [card] = (await someCards(t.app, 1)) as [Card];
  buyer = await customerToken(t.app);
});
afterAll(async () => {
  await t.close();
});

async function placed(paidWith?: string | 'cancel') {
  const response = await newOrder(t.app, buyer.token, orderBody([{ card, quantity: 2 }]));
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json() as { payment_session_id: string; order_id: string };
  if (paidWith) await payOnDemoCheckout(t.app, order.payment_session_id, paidWith);
  return order.order_id;
}

const result = (orderNumber: string, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'GET', url: `/api/payment-result/${encodeURIComponent(orderNumber)}`, remoteAddress });

describe('GET /api/payment-result/:orderNumber (the return page without a session)', () => {
  it('answers a stranger the order number and its status, and nothing else', async () => {
    const orders = {
      PAID: await placed('4111 1111 1111 1111'),
      FAILED: await placed('4000 0000 0000 0002'),
      CANCELLED: await placed('cancel'),
      PENDING: await placed(),
    };
    for (const [status, orderNumber] of Object.entries(orders)) {
      await waitForStatus(t, orderNumber, status);
      const answer = await result(orderNumber);
      expect(answer.statusCode, status).toBe(200);
      // No name, amount, items or session: knowing an order number tells only whether it was paid.
      expect(answer.json(), status).toEqual({ order_id: orderNumber, status });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 404 for an unknown order and 400 for what is no order number', async () => {
    const unknown = await result('ORD-20200101-ZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No order has this number.' });
    for (const bad of ['x', 'ORD-1; drop table', 'a'.repeat(80)]) {
      const answer = await result(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().error, bad).toMatch(/orderNumber/);
    }
  });

  it('lets one network address look up 30 orders at once, then one every two seconds (429), while others still can', async () => {
    const orderNumber = await placed();
    const walker = nextIp();
    const statuses = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await result(`ORD-20261126-${String(i).padStart(4, '0')}`, walker)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const refused = await result(orderNumber, walker);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().error).toMatch(
      /^Too many order lookups from your network\. Please try again in \d+ seconds\.$/,
    );
    expect((await result(orderNumber, nextIp())).json()).toEqual({ order_id: orderNumber, status: 'PENDING' });
  });
});

describe('GET /api/orders for paying again', () => {
  it('names each line’s design, its picture while on sale and, for a plan, its months', async () => {
    const orderNumber = await placed('4000 0000 0000 0002');
    await waitForStatus(t, orderNumber, 'FAILED');
    const orders = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(buyer.token) })).json();
    const failed = orders.find((order: { id: string }) => order.id === orderNumber);
    expect(failed.items).toEqual([
      {
        name: card.title,
        quantity: 2,
        price: card.price,
        designId: card._id,
        planMonths: null,
        imageSrc: expect.stringMatching(/^\/.+\.webp$/),
      },
    ]);
  });
});
