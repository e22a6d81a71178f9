import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export const invoicesOfOrders = (db: Db, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('invoices_invoices')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('financial_year')
        .orderBy('serial')
        .execute();

export const creditNotesOfOrders = (db: Db, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('invoices_credit_notes')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('financial_year')
        .orderBy('serial')
        .execute();
