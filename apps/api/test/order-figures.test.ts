import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type Card, newOrder, orderBody, payOnDemoCheckout, someCards, waitForStatus } from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let adminAuth: Record<string, string>;
let buyer: string;
let cards: Card[];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  adminAuth = bearer((await adminToken(t)).token);
  buyer = (await customerToken(t.app)).token;
  cards = await someCards(t.app, 3);
});
afterAll(async () => {
  await t.close();
});

interface FigureRow {
  status: string;
  paid_month: string;
  demo: number;
  orders: number;
  revenue_paise: number;
}

const sorted = (rows: FigureRow[]) =>
  rows
    .map((row) => ({
      ...row,
      demo: Number(row.demo),
      orders: Number(row.orders),
      revenue_paise: Number(row.revenue_paise),
    }))
    .sort((a, b) => `${a.status}|${a.paid_month}|${a.demo}`.localeCompare(`${b.status}|${b.paid_month}|${b.demo}`));

/** The maintained figures, left out the rows that came back to zero. */
async function maintained() {
  const { rows } = await sql<FigureRow>`select status, paid_month, demo, orders, revenue_paise
    from checkout_order_figures where orders <> 0 or revenue_paise <> 0`.execute(t.store.db);
  return sorted(rows);
}

/** The same figures counted from every order, as the dashboard did before they were kept. */
async function recounted() {
  const { rows } = await sql<FigureRow>`select status, coalesce(substr(paid_at, 1, 7), '') as paid_month,
      case when provider = 'demo' then 1 else 0 end as demo, count(*) as orders, sum(total_paise) as revenue_paise
    from checkout_orders group by 1, 2, 3`.execute(t.store.db);
  return sorted(rows);
}

/** The dashboard's order figures recounted from every order with the queries it used before. */
async function dashboardFromScratch() {
  const { rows } = await sql<FigureRow>`select status, coalesce(substr(paid_at, 1, 7), '') as paid_month,
      case when provider = 'demo' then 1 else 0 end as demo, count(*) as orders, sum(total_paise) as revenue_paise
    from checkout_orders group by 1, 2, 3`.execute(t.store.db);
  const paid = rows.filter((row) => row.status === 'PAID');
  const sum = (list: FigureRow[], key: 'orders' | 'revenue_paise') =>
    list.reduce((total, row) => total + Number(row[key]), 0);
  const real = paid.filter((row) => Number(row.demo) === 0);
  const demo = paid.filter((row) => Number(row.demo) === 1);
  const statuses = [...new Set(rows.map((row) => row.status))].sort();
  return {
    totals: {
      revenue: sum(real, 'revenue_paise') / 100,
      paidOrders: sum(real, 'orders'),
      demoRevenue: sum(demo, 'revenue_paise') / 100,
      demoPaidOrders: sum(demo, 'orders'),
    },
    ordersByStatus: statuses.map((status) => ({
      status,
      count: sum(
        rows.filter((row) => row.status === status),
        'orders',
      ),
    })),
  };
}

type Step =
  | { kind: 'order'; card: number; quantity: number; pay: 'none' | 'success' | 'failure' | 'cancel' }
  | { kind: 'real-provider' | 'earlier-month' | 'delete'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    card: fc.nat(2),
    quantity: fc.integer({ min: 1, max: 3 }),
    pay: fc.constantFrom('none' as const, 'success' as const, 'failure' as const, 'cancel' as const),
  }),
  fc.record({
    kind: fc.constantFrom('real-provider' as const, 'earlier-month' as const, 'delete' as const),
    pick: fc.nat(),
  }),
);

const PAY_CARDS = { success: '4111111111111111', failure: '4000000000000002' };
const ENDED = { success: 'PAID', failure: 'FAILED', cancel: 'CANCELLED' };

/** One sequence that takes every kind of step, run before the generated ones. */
const EVERY_KIND: Step[] = [
  { kind: 'order', card: 0, quantity: 2, pay: 'success' },
  { kind: 'order', card: 1, quantity: 1, pay: 'failure' },
  { kind: 'order', card: 2, quantity: 3, pay: 'cancel' },
  { kind: 'order', card: 0, quantity: 1, pay: 'none' },
  { kind: 'order', card: 1, quantity: 1, pay: 'success' },
  { kind: 'real-provider', pick: 0 },
  { kind: 'earlier-month', pick: 4 },
  { kind: 'delete', pick: 1 },
];

/** What the steps run so far did to the store, to show the comparison was never between empty tables. */
const done = new Set<string>();

/** Runs one step through the store: orders and payments through the API, the rest as direct SQL changes. */
async function run(action: Step): Promise<void> {
  if (action.kind === 'order') {
    const line = { card: cards[action.card] as Card, quantity: action.quantity };
    const placed = (await newOrder(t.app, buyer, orderBody([line], { phone: '9000000001' }))).json();
    expect(placed.order_id).toMatch(/^ORD-/);
    if (action.pay === 'none') return;
    await payOnDemoCheckout(
      t.app,
      placed.payment_session_id,
      action.pay === 'cancel' ? 'cancel' : PAY_CARDS[action.pay],
    );
    await waitForStatus(t, placed.order_id, ENDED[action.pay]);
    done.add(ENDED[action.pay]);
    return;
  }
  const orders = await t.store.db.selectFrom('checkout_orders').select(['id', 'paid_at']).orderBy('id').execute();
  const order = orders[action.pick % Math.max(orders.length, 1)];
  if (!order) return;
  const db = t.store.db;
  done.add(action.kind);
  if (action.kind === 'real-provider') {
    await db.updateTable('checkout_orders').set({ provider: 'cashfree' }).where('id', '=', order.id).execute();
  } else if (action.kind === 'earlier-month') {
    const earlier = new Date(Date.now() - ((action.pick % 5) + 1) * 31 * 86_400_000).toISOString();
    await db
      .updateTable('checkout_orders')
      .set({ paid_at: order.paid_at ? earlier : null })
      .where('id', '=', order.id)
      .execute();
  } else {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('checkout_payment_events').where('order_id', '=', order.id).execute();
      await trx.deleteFrom('checkout_order_items').where('order_id', '=', order.id).execute();
      await trx.deleteFrom('checkout_orders').where('id', '=', order.id).execute();
    });
  }
}

describe('the dashboard figures kept in checkout_order_figures', () => {
  it('equal a recount from every order after any sequence of orders, payments, failures and changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 10 }), async (steps) => {
        for (const action of steps) await run(action);
        expect(await maintained()).toEqual(await recounted());
        const stats = (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: adminAuth })).json();
        const expected = await dashboardFromScratch();
        expect(stats.totals).toMatchObject(expected.totals);
        expect(stats.ordersByStatus).toEqual(expected.ordersByStatus);
      }),
      { numRuns: 4, examples: [[EVERY_KIND]] },
    );
    expect([...done].sort()).toEqual(['CANCELLED', 'FAILED', 'PAID', 'delete', 'earlier-month', 'real-provider']);
  });
});
