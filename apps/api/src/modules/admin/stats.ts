import type { AdminStats } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countCustomerAccounts } from '../accounts';
import { designCountsByCategory } from '../catalogue';
import { salesFigures } from '../checkout';

/** The dashboard's figures, each an aggregate query in the module that owns the data. */
export async function adminStats(db: Kysely<Database>): Promise<AdminStats> {
  const [{ totals, byMonth, byStatus }, customers, byCategory] = await Promise.all([
    salesFigures(db),
    countCustomerAccounts(db),
    designCountsByCategory(db),
  ]);
  return {
    totals: {
      revenue: totals.revenue,
      paidOrders: totals.paidOrders,
      demoRevenue: totals.demoRevenue,
      demoPaidOrders: totals.demoPaidOrders,
      customers,
      designs: byCategory.reduce((sum, row) => sum + row.count, 0),
    },
    salesByMonth: byMonth,
    ordersByStatus: byStatus,
    designsByCategory: byCategory,
  };
}
