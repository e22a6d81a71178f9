import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, newOrder, orderBody, payOnDemoCheckout, someCards, waitForStatus } from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let adminAuth: Record<string, string>;
let cards: Card[];
const placed: Record<'paid' | 'failed' | 'pending', { order_id: string; payment_session_id: string }> = {} as never;
let buyerEmail: string;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: adminAuth });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminAuth = bearer((await adminToken(t)).token);
  cards = await someCards(t.app, 2);
  const buyer = await customerToken(t.app);
  buyerEmail = buyer.email;
  const place = async (phone: string) =>
    (await newOrder(t.app, buyer.token, orderBody([{ card: cards[0] as Card, quantity: 2 }], { phone }))).json();
  placed.paid = await place('9000000001');
  placed.failed = await place('9000000002');
  placed.pending = await place('9000000003');
  await payOnDemoCheckout(t.app, placed.paid.payment_session_id, '4111111111111111');
  await payOnDemoCheckout(t.app, placed.failed.payment_session_id, '4000000000000002');
  await waitForStatus(t, placed.paid.order_id, 'PAID');
  await waitForStatus(t, placed.failed.order_id, 'FAILED');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/orders', () => {
  it('lists every order, newest first, with customer, phone, items, total, status and provider reference', async () => {
    const response = await get('/api/admin/orders');
    expect(response.statusCode).toBe(200);
    const orders = response.json() as Array<Record<string, unknown>>;
    expect(response.headers['x-total-count']).toBe('3');
    expect(orders.map((order) => order.id)).toEqual([
      placed.pending.order_id,
      placed.failed.order_id,
      placed.paid.order_id,
    ]);
    const paid = orders.find((order) => order.id === placed.paid.order_id);
    const card = cards[0] as Card;
    expect(paid).toMatchObject({
      customer: { email: buyerEmail },
      phone: '9000000001',
      items: [{ name: card.title, quantity: 2, price: card.price }],
      total: Math.round(card.price * 2 * 118) / 100,
      status: 'PAID',
      provider: 'demo',
      providerPaymentId: expect.stringMatching(/^demo_pay_/),
      cardLast4: '1111',
    });
  });

  it('filters by status and searches by order number, phone and email', async () => {
    const ids = async (query: string) =>
      ((await get(`/api/admin/orders?${query}`)).json() as Array<{ id: string }>).map((order) => order.id);
    expect(await ids('status=FAILED')).toEqual([placed.failed.order_id]);
    expect(await ids(`q=${placed.pending.order_id.toLowerCase()}`)).toEqual([placed.pending.order_id]);
    expect(await ids('q=9000000002')).toEqual([placed.failed.order_id]);
    expect(await ids(`q=${encodeURIComponent(buyerEmail.toUpperCase())}`)).toHaveLength(3);
    expect(await ids('q=%25')).toEqual([]);
    expect((await get('/api/admin/orders?status=SHIPPED')).statusCode).toBe(400);
  });

  it('opens an order with its payment events and re-checks a pending one', async () => {
    const detail = (await get(`/api/admin/orders/${placed.paid.order_id}`)).json() as {
      events: Array<{ source: string; paymentStatus: string }>;
    };
    expect(detail.events.some((event) => event.source === 'webhook' && event.paymentStatus === 'SUCCESS')).toBe(true);
    const recheck = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${placed.pending.order_id}/recheck`,
      headers: adminAuth,
    });
    expect(recheck.statusCode).toBe(200);
    expect(recheck.json().status).toBe('PENDING');
    expect((await get('/api/admin/orders/ORD-00000000-NONE')).statusCode).toBe(404);
  });
});

describe('GET /api/users', () => {
  it("shows each customer's paid orders and total spent", async () => {
    const users = (await get(`/api/users?q=${encodeURIComponent(buyerEmail)}`)).json();
    const card = cards[0] as Card;
    expect(users).toEqual([
      expect.objectContaining({ email: buyerEmail, orders: 1, totalSpent: Math.round(card.price * 2 * 118) / 100 }),
    ]);
  });
});

describe('GET /api/admin/stats', () => {
  it('computes the figures from the orders, customers and designs; demo orders apart from revenue', async () => {
    const stats = (await get('/api/admin/stats')).json();
    const card = cards[0] as Card;
    const paidTotal = Math.round(card.price * 2 * 118) / 100;
    // The one paid order went through the demo provider: no money was taken.
    expect(stats.totals).toEqual({
      revenue: 0,
      paidOrders: 0,
      demoRevenue: paidTotal,
      demoPaidOrders: 1,
      customers: 1,
      designs: 28,
    });
    expect(stats.salesByMonth).toEqual([
      { month: new Date().toISOString().slice(0, 7), orders: 0, revenue: 0, demoOrders: 1, demoRevenue: paidTotal },
    ]);
    expect(stats.ordersByStatus).toEqual([
      { status: 'FAILED', count: 1 },
      { status: 'PAID', count: 1 },
      { status: 'PENDING', count: 1 },
    ]);
    expect(stats.designsByCategory).toHaveLength(7);
    expect(stats.designsByCategory.every((row: { count: number }) => row.count === 4)).toBe(true);
  });

  it('counts an order paid through a real provider as revenue, and only that one', async () => {
    const paidOrder = () => t.store.db.updateTable('checkout_orders').where('order_number', '=', placed.paid.order_id);
    await paidOrder().set({ provider: 'cashfree' }).execute();
    try {
      const stats = (await get('/api/admin/stats')).json();
      const paidTotal = Math.round((cards[0] as Card).price * 2 * 118) / 100;
      expect(stats.totals).toMatchObject({ revenue: paidTotal, paidOrders: 1, demoRevenue: 0, demoPaidOrders: 0 });
      expect(stats.salesByMonth).toEqual([
        { month: new Date().toISOString().slice(0, 7), orders: 1, revenue: paidTotal, demoOrders: 0, demoRevenue: 0 },
      ]);
    } finally {
      await paidOrder().set({ provider: 'demo' }).execute();
    }
  });

  it('answers empty figures for a store without orders', async () => {
    const empty = await createTestApp();
    try {
      const auth = bearer((await adminToken(empty)).token);
      const stats = (await empty.app.inject({ method: 'GET', url: '/api/admin/stats', headers: auth })).json();
      expect(stats).toEqual({
        totals: { revenue: 0, paidOrders: 0, demoRevenue: 0, demoPaidOrders: 0, customers: 0, designs: 0 },
        salesByMonth: [],
        ordersByStatus: [],
        designsByCategory: [],
      });
    } finally {
      await empty.close();
    }
  });
});
