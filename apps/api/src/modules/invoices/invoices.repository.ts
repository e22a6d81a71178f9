import { type DbHandle, ownTables } from '../../db/own-tables';
import type { InvoicesInvoicesTable, InvoicesTables } from './invoices.tables';

const own = ownTables<InvoicesTables>();

export type InvoiceRow = InvoicesInvoicesTable;

/**
 * Takes the next serial of a series inside the caller's transaction. The UPDATE locks the
 * counter row until commit (PostgreSQL) or holds the single writer (SQLite), and a rolled-back
 * payment rolls the serial back with it: no gaps, no duplicates.
 */
export async function nextSerial(trx: DbHandle, series: string): Promise<number> {
  await own(trx)
    .insertInto('invoices_series')
    .values({ series, last_serial: 0 })
    .onConflict((conflict) => conflict.column('series').doNothing())
    .execute();
  const row = await own(trx)
    .updateTable('invoices_series')
    .set((eb) => ({ last_serial: eb('last_serial', '+', 1) }))
    .where('series', '=', series)
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return Number(row.last_serial);
}

export async function insertInvoice(trx: DbHandle, invoice: InvoiceRow): Promise<void> {
  await own(trx).insertInto('invoices_invoices').values(invoice).execute();
}

export async function findInvoiceByOrderId(db: DbHandle, orderId: string): Promise<InvoiceRow | undefined> {
  return own(db).selectFrom('invoices_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** Which of these orders have a tax invoice. */
export async function invoicedAmong(db: DbHandle, orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await own(db)
    .selectFrom('invoices_invoices')
    .select('order_id')
    .where('order_id', 'in', orderIds)
    .execute();
  return rows.map((row) => row.order_id);
}

export async function findInvoiceById(db: DbHandle, id: string): Promise<InvoiceRow | undefined> {
  return own(db).selectFrom('invoices_invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Invoices issued in [from, to), by number: the GST report's rows. */
export function invoicesIssuedBetween(db: DbHandle, from: string, to: string) {
  return own(db)
    .selectFrom('invoices_invoices')
    .select([
      'order_id',
      'number',
      'serial',
      'issued_at',
      'place_of_supply',
      'taxable_paise',
      'cgst_paise',
      'sgst_paise',
      'igst_paise',
      'total_paise',
      'demo',
      'buyer_gstin',
    ])
    .where('issued_at', '>=', from)
    .where('issued_at', '<', to)
    .orderBy('financial_year')
    .orderBy('serial')
    .execute();
}
