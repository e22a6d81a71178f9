import { sql } from 'kysely';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type {
  CheckoutOrderItemsTable,
  CheckoutOrdersTable,
  CheckoutPaymentEventsTable,
  CheckoutTables,
} from './checkout.tables';
import { countOrders } from './sales-figures.repository';

const own = ownTables<CheckoutTables>();

export type OrderRow = CheckoutOrdersTable;
export type OrderItemRow = CheckoutOrderItemsTable;
export type PaymentEventRow = Omit<CheckoutPaymentEventsTable, 'id'>;

export async function insertOrder(db: DbHandle, order: OrderRow, items: OrderItemRow[]): Promise<void> {
  await own(db).insertInto('checkout_orders').values(order).execute();
  await own(db).insertInto('checkout_order_items').values(items).execute();
}

export const findOrderById = (db: DbHandle, id: string) =>
  own(db).selectFrom('checkout_orders').selectAll().where('id', '=', id).executeTakeFirst();

export const findOrderByNumber = (db: DbHandle, orderNumber: string) =>
  own(db).selectFrom('checkout_orders').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();

export const findOrderBySession = (db: DbHandle, sessionId: string) =>
  own(db).selectFrom('checkout_orders').selectAll().where('payment_session_id', '=', sessionId).executeTakeFirst();

export async function findOrderByIdempotencyKey(db: DbHandle, userId: string, key: string) {
  return own(db)
    .selectFrom('checkout_idempotency_keys as k')
    .innerJoin('checkout_orders as o', 'o.id', 'k.order_id')
    .selectAll('o')
    .select('k.request_hash')
    .where('k.user_id', '=', userId)
    .where('k.key', '=', key)
    .executeTakeFirst();
}

export const insertIdempotencyKey = (
  db: DbHandle,
  row: { user_id: string; key: string; request_hash: string; order_id: string },
) =>
  own(db)
    .insertInto('checkout_idempotency_keys')
    .values({ ...row, created_at: new Date().toISOString() })
    .execute();

/** Stores the provider session once; a concurrent duplicate writes the same value or nothing. */
export const saveSession = (db: DbHandle, orderId: string, sessionId: string, expiresAt: string | null) =>
  own(db)
    .updateTable('checkout_orders')
    .set({ payment_session_id: sessionId, session_expires_at: expiresAt, updated_at: new Date().toISOString() })
    .where('id', '=', orderId)
    .where('payment_session_id', 'is', null)
    .execute();

export const listItems = (db: DbHandle, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : own(db)
        .selectFrom('checkout_order_items')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('position')
        .execute();

/** The tax facts of these orders' lines (SAC and kind as placed), by order and position. */
export const taxLinesOfOrders = (db: DbHandle, orderIds: string[]) =>
  own(db)
    .selectFrom('checkout_order_items')
    .select(['order_id', 'position', 'quantity', 'unit_price_paise', 'plan_months', 'sac'])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();

export const listOrdersOfUser = (db: DbHandle, userId: string) =>
  own(db)
    .selectFrom('checkout_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();

export const listEvents = (db: DbHandle, orderId: string) =>
  own(db).selectFrom('checkout_payment_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

/** The order, locked against concurrent changes until the transaction ends (PostgreSQL; SQLite's writer lock does it). */
export function lockOrder(trx: DbHandle, id: string, postgres: boolean) {
  const query = own(trx).selectFrom('checkout_orders').selectAll().where('id', '=', id);
  return (postgres ? query.forUpdate() : query).executeTakeFirstOrThrow();
}

/** Appends to the order's event list; a repeated event key is a unique violation. */
export const insertPaymentEvent = (db: DbHandle, event: PaymentEventRow) =>
  own(db).insertInto('checkout_payment_events').values(event).execute();

export type StatusChange = Pick<OrderRow, 'status' | 'updated_at'> &
  Partial<
    Pick<OrderRow, 'paid_at' | 'provider_payment_id' | 'payment_method' | 'card_last4' | 'payment_method_detail'>
  >;

/** Moves an order to a new status; a PAID order is never changed. */
export const updateUnpaidOrder = (db: DbHandle, id: string, change: StatusChange) =>
  own(db).updateTable('checkout_orders').set(change).where('id', '=', id).where('status', '!=', 'PAID').execute();

/** Pending orders created before `createdBefore`, oldest first. */
export const listPendingOrderIds = (db: DbHandle, createdBefore: string, limit: number) =>
  own(db)
    .selectFrom('checkout_orders')
    .select('id')
    .where('status', '=', 'PENDING')
    .where('created_at', '<', createdBefore)
    .orderBy('created_at')
    .limit(limit)
    .execute();

/** Claims a pending order for one reconciliation run until `until`; false when another run holds it. */
export async function claimForReconcile(db: DbHandle, id: string, now: string, until: string): Promise<boolean> {
  const result = await own(db)
    .updateTable('checkout_orders')
    .set({ reconcile_lock_until: until })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('reconcile_lock_until', 'is', null), eb('reconcile_lock_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const releaseReconcileClaim = (db: DbHandle, id: string) =>
  own(db).updateTable('checkout_orders').set({ reconcile_lock_until: null }).where('id', '=', id).execute();

/** LIKE pattern matching the keyword literally anywhere, case-insensitively (used with `escape '\'`). */
const containsPattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface OrderFilter {
  status?: OrderRow['status'];
  keyword?: string;
}

/** Orders by status and by a keyword in the order number, phone or email (the admin's list and its export). */
export function filteredOrders(db: DbHandle, filter: OrderFilter) {
  let filtered = own(db).selectFrom('checkout_orders');
  if (filter.status) filtered = filtered.where('status', '=', filter.status);
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`lower(order_number)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`phone`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(customer_email)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return filtered;
}

/** One page of orders, newest first, by status and by a keyword in the order number, phone or email. */
export async function searchOrders(
  db: DbHandle,
  filter: OrderFilter & { limit: number; offset: number },
): Promise<{ orders: OrderRow[]; total: number }> {
  const filtered = filteredOrders(db, filter);
  const newestFirst = <Query extends typeof filtered>(query: Query) =>
    query.orderBy('created_at', 'desc').orderBy('id').limit(filter.limit).offset(filter.offset);
  if (!filter.keyword) {
    // The total from the maintained figures: counting a million orders takes too long.
    const orders = await newestFirst(filtered).selectAll().execute();
    return { orders, total: await countOrders(db, filter.status) };
  }
  // One pass over the matches gives the page and, beside each of its rows, how many matched.
  const rows = await newestFirst(filtered).selectAll().select(sql<number>`count(*) over ()`.as('matches')).execute();
  const orders = rows.map(({ matches: _, ...order }) => order);
  if (rows[0]) return { orders, total: Number(rows[0].matches) };
  if (filter.offset === 0) return { orders, total: 0 };
  const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return { orders, total: Number(count) };
}
