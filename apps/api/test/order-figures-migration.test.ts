import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { down } from '../src/db/migrations/0018-order-figures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const order = (index: number, status: string, provider: string, paidAt: string | null) => ({
  id: `order-${index}`,
  order_number: `ORD-20260101-000${index}`,
  user_id: 'user-1',
  customer_name: 'Asha',
  customer_email: 'asha@example.com',
  phone: '9000000001',
  subtotal_paise: 10_000 * index,
  gst_paise: 1_800 * index,
  total_paise: 11_800 * index,
  currency: 'INR',
  status: status as 'PAID',
  provider,
  payment_session_id: null,
  session_expires_at: null,
  provider_payment_id: null,
  payment_method: null,
  card_last4: null,
  paid_at: paidAt,
  reconcile_lock_until: null,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
});

const figures = async () =>
  (
    await sql<{ status: string; paid_month: string; demo: number; orders: number; revenue_paise: number }>`
      select status, paid_month, demo, orders, revenue_paise from checkout_order_figures
      where orders <> 0 order by status, paid_month, demo`.execute(t.store.db)
  ).rows.map((row) => ({
    ...row,
    demo: Number(row.demo),
    orders: Number(row.orders),
    revenue_paise: Number(row.revenue_paise),
  }));

it('counts the orders a store already has when the figures are added, and keeps them from then on', async () => {
  await migrateToLatest(t.store.db);
  // A store from before 0018: orders, no figures table and no triggers.
  await down(t.store.db as never);
  await sql`delete from kysely_migration where name = '0018-order-figures'`.execute(t.store.db);
  await t.store.db
    .insertInto('checkout_orders')
    .values([
      order(1, 'PAID', 'cashfree', '2026-01-05T10:00:00.000Z'),
      order(2, 'PAID', 'cashfree', '2026-02-05T10:00:00.000Z'),
      order(3, 'PAID', 'demo', '2026-02-06T10:00:00.000Z'),
      order(4, 'FAILED', 'cashfree', null),
    ])
    .execute();

  expect(await migrateToLatest(t.store.db)).toEqual(['0018-order-figures']);
  expect(await figures()).toEqual([
    { status: 'FAILED', paid_month: '', demo: 0, orders: 1, revenue_paise: 47_200 },
    { status: 'PAID', paid_month: '2026-01', demo: 0, orders: 1, revenue_paise: 11_800 },
    { status: 'PAID', paid_month: '2026-02', demo: 0, orders: 1, revenue_paise: 23_600 },
    { status: 'PAID', paid_month: '2026-02', demo: 1, orders: 1, revenue_paise: 35_400 },
  ]);

  await t.store.db
    .insertInto('checkout_orders')
    .values(order(5, 'PENDING', 'cashfree', null))
    .execute();
  await t.store.db.updateTable('checkout_orders').set({ status: 'EXPIRED' }).where('id', '=', 'order-4').execute();
  expect((await figures()).filter((row) => row.paid_month === '')).toEqual([
    { status: 'EXPIRED', paid_month: '', demo: 0, orders: 1, revenue_paise: 47_200 },
    { status: 'PENDING', paid_month: '', demo: 0, orders: 1, revenue_paise: 59_000 },
  ]);
});
