import { type DbHandle, ownTables } from '../../../db/own-tables';
import type { PaymentsDemoOrdersTable, PaymentsDemoPaymentsTable, PaymentsTables } from '../payments.tables';

type Db = DbHandle;
const own = ownTables<PaymentsTables>();

/** Inserts the demo provider's order; a second one for the same store order is a unique violation. */
export const insertDemoOrder = (db: Db, row: PaymentsDemoOrdersTable) =>
  own(db).insertInto('payments_demo_orders').values(row).execute();

export function selectDemoOrder(db: Db, by: { orderId: string } | { sessionId: string }) {
  const query = own(db).selectFrom('payments_demo_orders').selectAll();
  return (
    'orderId' in by ? query.where('order_id', '=', by.orderId) : query.where('session_id', '=', by.sessionId)
  ).executeTakeFirst();
}

export const setDemoOrderStatus = (db: Db, orderId: string, status: PaymentsDemoOrdersTable['status']) =>
  own(db).updateTable('payments_demo_orders').set({ status }).where('order_id', '=', orderId).execute();

export const insertDemoPayment = (db: Db, row: PaymentsDemoPaymentsTable) =>
  own(db).insertInto('payments_demo_payments').values(row).execute();

export const listDemoPayments = (db: Db, orderId: string) =>
  own(db)
    .selectFrom('payments_demo_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .execute();

export const selectDemoPayment = (db: Db, paymentId: string) =>
  own(db).selectFrom('payments_demo_payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();

/** Settles an attempt still pending; false when it was settled already (by another request or its deadline). */
export async function settlePendingDemoPayment(
  db: Db,
  paymentId: string,
  change: Pick<PaymentsDemoPaymentsTable, 'status' | 'message'> &
    Partial<Pick<PaymentsDemoPaymentsTable, 'method_json' | 'error_json'>>,
): Promise<boolean> {
  const result = await own(db)
    .updateTable('payments_demo_payments')
    .set(change)
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The order's attempts still waiting for an answer. */
export const listPendingDemoPayments = (db: Db, orderId: string) =>
  own(db)
    .selectFrom('payments_demo_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'PENDING')
    .execute();
