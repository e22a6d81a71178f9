import { type DbHandle, ownTables } from '../../db/own-tables';
import type { InvoicesTables } from './invoices.tables';

const own = ownTables<InvoicesTables>();

type Db = DbHandle;

export const invoicesOfOrders = (db: Db, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : own(db)
        .selectFrom('invoices_invoices')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('financial_year')
        .orderBy('serial')
        .execute();

export const creditNotesOfOrders = (db: Db, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : own(db)
        .selectFrom('invoices_credit_notes')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('financial_year')
        .orderBy('serial')
        .execute();
