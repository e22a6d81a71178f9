import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaidOrder } from './checkout-deps';
import { findOrderById, findOrderByNumber, listItems } from './orders.repository';

/** An order with its lines by its number, for other modules' documents (an invoice); undefined if unknown. */
export async function orderWithItems(db: Kysely<Database>, orderNumber: string): Promise<PaidOrder | undefined> {
  const order = await findOrderByNumber(db, orderNumber);
  if (!order) return undefined;
  const items = await listItems(db, [order.id]);
  return { order, items };
}

/** The same by the order's id. */
export async function orderWithItemsById(db: Kysely<Database>, id: string): Promise<PaidOrder | undefined> {
  const order = await findOrderById(db, id);
  if (!order) return undefined;
  return { order, items: await listItems(db, [order.id]) };
}
