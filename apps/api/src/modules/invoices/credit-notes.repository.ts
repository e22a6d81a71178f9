import { type DbHandle, ownTables } from '../../db/own-tables';
import type { InvoicesCreditNotesTable } from './credit-notes.tables';
import type { InvoicesTables } from './invoices.tables';

const own = ownTables<InvoicesTables>();

export type CreditNoteRow = InvoicesCreditNotesTable;

export async function insertCreditNote(trx: DbHandle, note: CreditNoteRow): Promise<void> {
  await own(trx).insertInto('invoices_credit_notes').values(note).execute();
}

/** The order's latest credit note (a partly refunded order has one per refund). */
export function findCreditNoteByOrderId(db: DbHandle, orderId: string) {
  return own(db)
    .selectFrom('invoices_credit_notes')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('issued_at', 'desc')
    .orderBy('serial', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The credit note issued for one refund (by the provider's refund id). */
export function findCreditNoteByRefundId(db: DbHandle, refundId: string) {
  return own(db)
    .selectFrom('invoices_credit_notes')
    .selectAll()
    .where('provider_refund_id', '=', refundId)
    .executeTakeFirst();
}

export function findCreditNoteById(db: DbHandle, id: string) {
  return own(db).selectFrom('invoices_credit_notes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Credit notes issued in [from, to), by number, with the invoice each reverses: the GST report's table 9B. */
export function creditNotesIssuedBetween(db: DbHandle, from: string, to: string) {
  return own(db)
    .selectFrom('invoices_credit_notes as note')
    .innerJoin('invoices_invoices as invoice', 'invoice.id', 'note.invoice_id')
    .select([
      'note.order_id',
      'note.number',
      'note.issued_at',
      'invoice.number as invoice_number',
      'invoice.issued_at as invoice_issued_at',
      'invoice.place_of_supply',
      'invoice.buyer_gstin',
      'note.taxable_paise',
      'note.cgst_paise',
      'note.sgst_paise',
      'note.igst_paise',
      'note.total_paise',
      'note.demo',
      'note.lines_json',
    ])
    .where('note.issued_at', '>=', from)
    .where('note.issued_at', '<', to)
    .orderBy('note.financial_year')
    .orderBy('note.serial')
    .execute();
}
