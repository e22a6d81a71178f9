import { type DbHandle, ownTables } from '../../db/own-tables';
import type { CheckoutRefundLinesTable, CheckoutTables } from './checkout.tables';

const own = ownTables<CheckoutTables>();

export type RefundLineRow = CheckoutRefundLinesTable;

export async function insertRefundLines(db: DbHandle, lines: RefundLineRow[]): Promise<void> {
  if (lines.length > 0) await own(db).insertInto('checkout_refund_lines').values(lines).execute();
}

/** The lines one attempt gives back, by position; none for a refund of the whole order. */
export const linesOfRefund = (db: DbHandle, refundId: string) =>
  own(db)
    .selectFrom('checkout_refund_lines')
    .selectAll()
    .where('refund_id', '=', refundId)
    .orderBy('position')
    .execute();

/** Units (plan months) of each line the order's successful partial refunds gave back. */
export async function refundedUnitsOfOrder(db: DbHandle, orderId: string) {
  const rows = await own(db)
    .selectFrom('checkout_refund_lines as line')
    .innerJoin('checkout_refunds as refund', 'refund.refund_id', 'line.refund_id')
    .select(['line.position', (eb) => eb.fn.sum<number>('line.units').as('units')])
    .where('refund.order_id', '=', orderId)
    .where('refund.status', '=', 'SUCCESS')
    .groupBy('line.position')
    .execute();
  return rows.map((row) => ({ position: Number(row.position), units: Number(row.units) }));
}

/** Paise given back to each of these orders by its successful refunds. */
export async function refundedPaiseOfOrders(db: DbHandle, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await own(db)
    .selectFrom('checkout_refunds')
    .select(['order_id', (eb) => eb.fn.sum<number>('amount_paise').as('paise')])
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'SUCCESS')
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((row) => [row.order_id, Number(row.paise)]));
}

/** A partial refund moves the order's updated_at (its credit note's date) while it stays PAID. */
export const touchOrder = (trx: DbHandle, orderId: string, now: string) =>
  own(trx).updateTable('checkout_orders').set({ updated_at: now }).where('id', '=', orderId).execute();
