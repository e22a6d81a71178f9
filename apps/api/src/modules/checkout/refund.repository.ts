import { type DbHandle, ownTables } from '../../db/own-tables';
import type { CheckoutRefundsTable, CheckoutTables } from './checkout.tables';

const own = ownTables<CheckoutTables>();

export type RefundRow = CheckoutRefundsTable;

/** The provider status of an attempt failed because the provider had no record of it: our judgement, not its word. */
export const NOT_AT_PROVIDER = 'NOT_FOUND';

/**
 * PAID → REFUNDED, only if the order is still PAID: of two refunds racing, the row lock
 * (PostgreSQL) or the single writer (SQLite) lets exactly one see a changed row.
 */
export async function markRefunded(trx: DbHandle, orderId: string, now: string): Promise<boolean> {
  const result = await own(trx)
    .updateTable('checkout_orders')
    .set({ status: 'REFUNDED', updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'PAID')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const insertRefund = (db: DbHandle, refund: RefundRow) =>
  own(db).insertInto('checkout_refunds').values(refund).execute();

export const findRefund = (db: DbHandle, refundId: string) =>
  own(db).selectFrom('checkout_refunds').selectAll().where('refund_id', '=', refundId).executeTakeFirst();

/** The order's open (PENDING) attempt; the partial unique index allows at most one. */
export const findOpenRefund = (db: DbHandle, orderId: string) =>
  own(db)
    .selectFrom('checkout_refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();

/** The order's latest attempt, or undefined when it was never refunded. */
export const latestRefund = (db: DbHandle, orderId: string) =>
  own(db)
    .selectFrom('checkout_refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('attempt', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function countRefunds(db: DbHandle, orderId: string): Promise<number> {
  const { count } = await own(db)
    .selectFrom('checkout_refunds')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Records what the provider said of an attempt that is still open; false when it is no longer open. */
export async function notePendingRefund(
  db: DbHandle,
  refundId: string,
  change: Pick<RefundRow, 'provider_status' | 'provider_message'>,
): Promise<boolean> {
  const result = await own(db)
    .updateTable('checkout_refunds')
    .set(change)
    .where('refund_id', '=', refundId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A retry of an open attempt restarts its clock, so a status check does not judge it while it is sent. */
export const restartRefundClock = (db: DbHandle, refundId: string, now: string, checkAfter: string) =>
  own(db)
    .updateTable('checkout_refunds')
    .set({ requested_at: now, check_after: checkAfter })
    .where('refund_id', '=', refundId)
    .where('status', '=', 'PENDING')
    .execute();

/**
 * Ends an attempt as SUCCESS or FAILED. Only an open attempt ends (true when this call ended it); a
 * SUCCESS also ends one failed as NOT_AT_PROVIDER, since the provider saying the money went back is final.
 */
export async function settleRefundRow(
  trx: DbHandle,
  refundId: string,
  change: Pick<RefundRow, 'status' | 'provider_status' | 'provider_message' | 'settled_at'>,
): Promise<boolean> {
  let query = own(trx).updateTable('checkout_refunds').set(change).where('refund_id', '=', refundId);
  query =
    change.status === 'SUCCESS'
      ? query.where((eb) =>
          eb.or([
            eb('status', '=', 'PENDING'),
            eb.and([eb('status', '=', 'FAILED'), eb('provider_status', '=', NOT_AT_PROVIDER)]),
          ]),
        )
      : query.where('status', '=', 'PENDING');
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Open attempts whose status check is due, oldest first. */
export const listDueRefunds = (db: DbHandle, now: string, limit: number) =>
  own(db)
    .selectFrom('checkout_refunds')
    .selectAll()
    .where('status', '=', 'PENDING')
    .where('check_after', '<=', now)
    .orderBy('check_after')
    .limit(limit)
    .execute();

/** Claims a due check until `until`; false when another run (or instance) claimed it first. */
export async function claimRefundCheck(db: DbHandle, refund: RefundRow, until: string): Promise<boolean> {
  const result = await own(db)
    .updateTable('checkout_refunds')
    .set({ check_after: until })
    .where('refund_id', '=', refund.refund_id)
    .where('status', '=', 'PENDING')
    .where('check_after', '=', refund.check_after)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
