import type { OrderStatus } from '@store/shared';
import { paiseToRupees } from '@store/shared';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { CheckoutTables } from './checkout.tables';

const own = ownTables<CheckoutTables>();

// The dashboard's figures read checkout_order_figures, kept by triggers on checkout_orders
// (migration 0018): a few rows per month, not a scan of every order. Demo-provider orders
// took no money: they are counted apart from revenue (demo = 1).

/** Paid orders and revenue per calendar month (UTC) of the last `months`; demo orders apart. */
export async function salesByMonth(db: DbHandle, months = 12) {
  const since = new Date();
  since.setUTCDate(1);
  since.setUTCMonth(since.getUTCMonth() - (months - 1));
  const rows = await own(db)
    .selectFrom('checkout_order_figures')
    .select(['paid_month as month', 'demo', 'orders', 'revenue_paise'])
    .where('status', '=', 'PAID')
    .where('paid_month', '>=', since.toISOString().slice(0, 7))
    .where('orders', '>', 0)
    .orderBy('paid_month')
    .orderBy('demo')
    .execute();
  const byMonth = new Map<
    string,
    { month: string; orders: number; revenue: number; demoOrders: number; demoRevenue: number }
  >();
  for (const row of rows) {
    const entry = byMonth.get(row.month) ?? { month: row.month, orders: 0, revenue: 0, demoOrders: 0, demoRevenue: 0 };
    if (Number(row.demo) === 1) {
      entry.demoOrders = Number(row.orders);
      entry.demoRevenue = paiseToRupees(Number(row.revenue_paise));
    } else {
      entry.orders = Number(row.orders);
      entry.revenue = paiseToRupees(Number(row.revenue_paise));
    }
    byMonth.set(row.month, entry);
  }
  return [...byMonth.values()];
}

export async function ordersByStatus(db: DbHandle) {
  const rows = await own(db)
    .selectFrom('checkout_order_figures')
    .select(['status', (eb) => eb.fn.sum<number>('orders').as('count')])
    .groupBy('status')
    .having((eb) => eb.fn.sum('orders'), '>', 0)
    .orderBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status as OrderStatus, count: Number(row.count) }));
}

/** How many orders there are, of one status or of any: the order list's total without a search. */
export async function countOrders(db: DbHandle, status?: OrderStatus): Promise<number> {
  let query = own(db)
    .selectFrom('checkout_order_figures')
    .select((eb) => eb.fn.sum<number>('orders').as('count'));
  if (status) query = query.where('status', '=', status);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count ?? 0);
}

/** Paid orders and revenue, real and demo apart. */
export async function paidTotals(db: DbHandle) {
  const rows = await own(db)
    .selectFrom('checkout_order_figures')
    .select([
      'demo',
      (eb) => eb.fn.sum<number>('orders').as('orders'),
      (eb) => eb.fn.sum<number>('revenue_paise').as('revenue'),
    ])
    .where('status', '=', 'PAID')
    .groupBy('demo')
    .execute();
  const real = rows.find((row) => Number(row.demo) === 0);
  const demo = rows.find((row) => Number(row.demo) === 1);
  return {
    paidOrders: Number(real?.orders ?? 0),
    revenue: paiseToRupees(Number(real?.revenue ?? 0)),
    demoPaidOrders: Number(demo?.orders ?? 0),
    demoRevenue: paiseToRupees(Number(demo?.revenue ?? 0)),
  };
}

/** Whether any order holds this design (then it is hidden, not deleted). */
export async function isDesignOrdered(db: DbHandle, designId: string): Promise<boolean> {
  const row = await own(db)
    .selectFrom('checkout_order_items')
    .select('design_id')
    .where('design_id', '=', designId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Paid orders and money spent per customer, for the users list. */
export async function spendByCustomer(db: DbHandle, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, { orders: number; spent: number }>();
  const rows = await own(db)
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
  return new Map(
    rows.map((row) => [row.user_id, { orders: Number(row.orders), spent: paiseToRupees(Number(row.spent ?? 0)) }]),
  );
}
