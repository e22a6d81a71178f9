import type { OrderStatus } from '@store/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Paid orders and revenue per calendar month (UTC), computed in the database. */
export async function salesByMonth(db: Kysely<Database>, months = 12) {
  const since = new Date();
  since.setUTCDate(1);
  since.setUTCMonth(since.getUTCMonth() - (months - 1));
  const month = sql<string>`substr(paid_at, 1, 7)`;
  const rows = await db
    .selectFrom('checkout_orders')
    .select([
      month.as('month'),
      (eb) => eb.fn.countAll<number>().as('orders'),
      (eb) => eb.fn.sum<number>('total_paise').as('revenue'),
    ])
    .where('status', '=', 'PAID')
    .where('paid_at', '>=', since.toISOString().slice(0, 10))
    .groupBy(month)
    .orderBy(month)
    .execute();
  return rows.map((row) => ({ month: row.month, orders: Number(row.orders), revenue: Number(row.revenue ?? 0) / 100 }));
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

export async function paidTotals(db: Kysely<Database>) {
  const row = await db
    .selectFrom('checkout_orders')
    .select([(eb) => eb.fn.countAll<number>().as('orders'), (eb) => eb.fn.sum<number>('total_paise').as('revenue')])
    .where('status', '=', 'PAID')
    .executeTakeFirstOrThrow();
  return { paidOrders: Number(row.orders), revenue: Number(row.revenue ?? 0) / 100 };
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
