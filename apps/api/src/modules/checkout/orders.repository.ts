import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { CheckoutOrderItemsTable, CheckoutOrdersTable, CheckoutPaymentEventsTable } from './checkout.tables';

export type OrderRow = CheckoutOrdersTable;
export type OrderItemRow = CheckoutOrderItemsTable;
export type PaymentEventRow = Omit<CheckoutPaymentEventsTable, 'id'>;
type Db = Kysely<Database> | Transaction<Database>;

export async function insertOrder(db: Db, order: OrderRow, items: OrderItemRow[]): Promise<void> {
  await db.insertInto('checkout_orders').values(order).execute();
  await db.insertInto('checkout_order_items').values(items).execute();
}

export const findOrderById = (db: Db, id: string) =>
  db.selectFrom('checkout_orders').selectAll().where('id', '=', id).executeTakeFirst();

export const findOrderByNumber = (db: Db, orderNumber: string) =>
  db.selectFrom('checkout_orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();

export const findOrderBySession = (db: Db, sessionId: string) =>
  db.selectFrom('checkout_orders').selectAll().where('payment_session_id', '=', sessionId).executeTakeFirst();

export async function findOrderByIdempotencyKey(db: Db, userId: string, key: string) {
  return db
    .selectFrom('checkout_idempotency_keys as k')
    .innerJoin('checkout_orders as o', 'o.id', 'k.order_id')
    .selectAll('o')
    .select('k.request_hash')
    .where('k.user_id', '=', userId)
    .where('k.key', '=', key)
    .executeTakeFirst();
}

export const insertIdempotencyKey = (
  db: Db,
  row: { user_id: string; key: string; request_hash: string; order_id: string },
) =>
  db
    .insertInto('checkout_idempotency_keys')
    .values({ ...row, created_at: new Date().toISOString() })
    .execute();

/** Stores the provider session once; a concurrent duplicate writes the same value or nothing. */
export const saveSession = (db: Db, orderId: string, sessionId: string, expiresAt: string | null) =>
  db
    .updateTable('checkout_orders')
    .set({ payment_session_id: sessionId, session_expires_at: expiresAt, updated_at: new Date().toISOString() })
    .where('id', '=', orderId)
    .where('payment_session_id', 'is', null)
    .execute();

export const listItems = (db: Db, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('checkout_order_items').selectAll().where('order_id', 'in', orderIds).orderBy('position').execute();

export const listOrdersOfUser = (db: Db, userId: string) =>
  db
    .selectFrom('checkout_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

export const listEvents = (db: Db, orderId: string) =>
  db.selectFrom('checkout_payment_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
