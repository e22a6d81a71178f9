import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ordersByStatus, paidTotals, salesByMonth, spendByCustomer } from './sales-figures.repository';

/** The dashboard's sales: paid totals (demo apart), the last 12 months' sales and the orders by status. */
export async function salesFigures(db: Kysely<Database>) {
  const [totals, byMonth, byStatus] = await Promise.all([paidTotals(db), salesByMonth(db), ordersByStatus(db)]);
  return { totals, byMonth, byStatus };
}

/** Paid orders and money spent per customer, for the admin's customer list. */
export function customerSpend(db: Kysely<Database>, userIds: string[]) {
  return spendByCustomer(db, userIds);
}
