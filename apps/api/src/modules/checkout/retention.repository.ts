import type { ExpressionBuilder } from 'kysely';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { CheckoutTables } from './checkout.tables';

const own = ownTables<CheckoutTables>();

/**
 * A pending order never paid, placed before `createdBefore`, with nothing in flight at `now`: no payment event,
 * no payment id, its session closed and no reconciliation run holding it.
 */
const abandoned = (createdBefore: string, now: string) => (eb: ExpressionBuilder<CheckoutTables, 'checkout_orders'>) =>
  eb.and([
    eb('status', '=', 'PENDING'),
    eb('created_at', '<', createdBefore),
    eb('paid_at', 'is', null),
    eb('provider_payment_id', 'is', null),
    eb.or([eb('session_expires_at', 'is', null), eb('session_expires_at', '<', now)]),
    eb.or([eb('reconcile_lock_until', 'is', null), eb('reconcile_lock_until', '<', now)]),
    eb.not(
      eb.exists(
        eb.selectFrom('checkout_payment_events as e').select('e.id').whereRef('e.order_id', '=', 'checkout_orders.id'),
      ),
    ),
  ]);

/** Up to `limit` abandoned orders (see `abandoned`), oldest first. */
export async function abandonedOrderIds(db: DbHandle, createdBefore: string, now: string, limit: number) {
  const rows = await own(db)
    .selectFrom('checkout_orders')
    .select('id')
    .where(abandoned(createdBefore, now))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Of these orders, those still abandoned, locked until the transaction ends (PostgreSQL: a concurrent payment
 * or pass waits, then sees them gone; SQLite's writer lock does it).
 */
export async function lockAbandoned(
  trx: DbHandle,
  ids: string[],
  createdBefore: string,
  now: string,
  postgres: boolean,
) {
  if (ids.length === 0) return [];
  const query = own(trx)
    .selectFrom('checkout_orders')
    .select('id')
    .where('id', 'in', ids)
    .where(abandoned(createdBefore, now));
  const rows = await (postgres ? query.forUpdate() : query).execute();
  return rows.map((row) => row.id);
}

/** Deletes these orders with their lines and idempotency keys; answers how many orders went. */
export async function deleteOrders(trx: DbHandle, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await own(trx).deleteFrom('checkout_order_items').where('order_id', 'in', ids).execute();
  await own(trx).deleteFrom('checkout_idempotency_keys').where('order_id', 'in', ids).execute();
  const result = await own(trx).deleteFrom('checkout_orders').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
