import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * PAID → REFUNDED, only if the order is still PAID: of two refunds racing, the row lock
 * (PostgreSQL) or the single writer (SQLite) lets exactly one see a changed row.
 */
export async function markRefunded(trx: Transaction<Database>, orderId: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('checkout_orders')
    .set({ status: 'REFUNDED', updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'PAID')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
