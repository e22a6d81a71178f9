import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { InvoicesInvoicesTable } from './invoices.tables';

export type InvoiceRow = InvoicesInvoicesTable;

/**
 * Takes the next serial of a series inside the caller's transaction. The UPDATE locks the
 * counter row until commit (PostgreSQL) or holds the single writer (SQLite), and a rolled-back
 * payment rolls the serial back with it: no gaps, no duplicates.
 */
export async function nextSerial(trx: Transaction<Database>, series: string): Promise<number> {
  await trx
    .insertInto('invoices_series')
    .values({ series, last_serial: 0 })
    .onConflict((conflict) => conflict.column('series').doNothing())
    .execute();
  const row = await trx
    .updateTable('invoices_series')
    .set((eb) => ({ last_serial: eb('last_serial', '+', 1) }))
    .where('series', '=', series)
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return Number(row.last_serial);
}

export async function insertInvoice(trx: Transaction<Database>, invoice: InvoiceRow): Promise<void> {
  await trx.insertInto('invoices_invoices').values(invoice).execute();
}

export async function findInvoiceByOrderId(db: Kysely<Database>, orderId: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** Which of these orders have a tax invoice. */
export async function invoicedAmong(db: Kysely<Database>, orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.selectFrom('invoices_invoices').select('order_id').where('order_id', 'in', orderIds).execute();
  return rows.map((row) => row.order_id);
}

export async function findInvoiceById(db: Kysely<Database>, id: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom('invoices_invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Invoices issued in [from, to), by number: the GST report's rows. */
export function invoicesIssuedBetween(db: Kysely<Database>, from: string, to: string) {
  return db
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
