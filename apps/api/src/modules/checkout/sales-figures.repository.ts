import type { OrderStatus } from '@store/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Orders paid through the demo provider took no money: they are counted apart from revenue. */
const DEMO_PROVIDER = 'demo';

// A literal, not a parameter: PostgreSQL must see the same expression in SELECT and GROUP BY.
const isDemo = sql<number>`case when provider = ${sql.lit(DEMO_PROVIDER)} then 1 else 0 end`;

/** Paid orders and revenue per calendar month (UTC), computed in the database; demo orders apart. */
export async function salesByMonth(db: Kysely<Database>, months = 12) {
  const since = new Date();
  since.setUTCDate(1);
  since.setUTCMonth(since.getUTCMonth() - (months - 1));
  const month = sql<string>`substr(paid_at, 1, 7)`;
  const rows = await db
    .selectFrom('checkout_orders')
    .select([
      month.as('month'),
      isDemo.as('demo'),
      (eb) => eb.fn.countAll<number>().as('orders'),
      (eb) => eb.fn.sum<number>('total_paise').as('revenue'),
    ])
    .where('status', '=', 'PAID')
    .where('paid_at', '>=', since.toISOString().slice(0, 10))
    .groupBy([month, isDemo])
    .orderBy(month)
    .execute();
  const byMonth = new Map<
    string,
    { month: string; orders: number; revenue: number; demoOrders: number; demoRevenue: number }
  >();
  for (const row of rows) {
    const entry = byMonth.get(row.month) ?? { month: row.month, orders: 0, revenue: 0, demoOrders: 0, demoRevenue: 0 };
    if (Number(row.demo) === 1) {
      entry.demoOrders = Number(row.orders);
      entry.demoRevenue = Number(row.revenue ?? 0) / 100;
    } else {
      entry.orders = Number(row.orders);
      entry.revenue = Number(row.revenue ?? 0) / 100;
    }
    byMonth.set(row.month, entry);
  }
  return [...byMonth.values()];
}

export async function ordersByStatus(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('checkout_orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .orderBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status as OrderStatus, count: Number(row.count) }));
}

/** Paid orders and revenue, real and demo apart. */
export async function paidTotals(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('checkout_orders')
    .select([
      isDemo.as('demo'),
      (eb) => eb.fn.countAll<number>().as('orders'),
      (eb) => eb.fn.sum<number>('total_paise').as('revenue'),
    ])
    .where('status', '=', 'PAID')
    .groupBy(isDemo)
    .execute();
  const real = rows.find((row) => Number(row.demo) === 0);
  const demo = rows.find((row) => Number(row.demo) === 1);
  return {
    paidOrders: Number(real?.orders ?? 0),
    revenue: Number(real?.revenue ?? 0) / 100,
    demoPaidOrders: Number(demo?.orders ?? 0),
    demoRevenue: Number(demo?.revenue ?? 0) / 100,
  };
}

/** Whether any order holds this design (then it is hidden, not deleted). */
export async function isDesignOrdered(db: Kysely<Database>, designId: string): Promise<boolean> {
  const row = await db
    .selectFrom('checkout_order_items')
    .select('design_id')
    .where('design_id', '=', designId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Paid orders and money spent per customer, for the users list. */
export async function spendByCustomer(db: Kysely<Database>, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, { orders: number; spent: number }>();
  const rows = await db
    .selectFrom('checkout_orders')
    .select([
      'user_id',
      (eb) => eb.fn.countAll<number>().as('orders'),
      (eb) => eb.fn.sum<number>('total_paise').as('spent'),
    ])
    .where('status', '=', 'PAID')
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, { orders: Number(row.orders), spent: Number(row.spent ?? 0) / 100 }]));
}
