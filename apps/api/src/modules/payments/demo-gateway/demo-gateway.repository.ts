import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PaymentsDemoOrdersTable, PaymentsDemoPaymentsTable } from '../payments.tables';

type Db = Kysely<Database> | Transaction<Database>;

/** Inserts the demo provider's order; a second one for the same store order is a unique violation. */
export const insertDemoOrder = (db: Db, row: PaymentsDemoOrdersTable) =>
  db.insertInto('payments_demo_orders').values(row).execute();

export function selectDemoOrder(db: Db, by: { orderId: string } | { sessionId: string }) {
  const query = db.selectFrom('payments_demo_orders').selectAll();
  return (
    'orderId' in by ? query.where('order_id', '=', by.orderId) : query.where('session_id', '=', by.sessionId)
  ).executeTakeFirst();
}

export const setDemoOrderStatus = (db: Db, orderId: string, status: PaymentsDemoOrdersTable['status']) =>
  db.updateTable('payments_demo_orders').set({ status }).where('order_id', '=', orderId).execute();

export const insertDemoPayment = (db: Db, row: PaymentsDemoPaymentsTable) =>
  db.insertInto('payments_demo_payments').values(row).execute();

export const listDemoPayments = (db: Db, orderId: string) =>
  db.selectFrom('payments_demo_payments').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute();
