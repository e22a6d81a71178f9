import { type DbHandle, ownTables } from '../../db/own-tables';
import type { InvoicesTables } from './invoices.tables';

const own = ownTables<InvoicesTables>();

export async function findInvoicePdf(db: DbHandle, invoiceId: string): Promise<Uint8Array | undefined> {
  const row = await own(db)
    .selectFrom('invoices_documents')
    .select('pdf')
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
  return row ? new Uint8Array(row.pdf) : undefined;
}

/** Keeps the first PDF stored for an invoice: a second instance racing to store its own changes nothing. */
export async function storeInvoicePdfOnce(db: DbHandle, invoiceId: string, pdf: Uint8Array): Promise<void> {
  await own(db)
    .insertInto('invoices_documents')
    .values({ invoice_id: invoiceId, pdf: Buffer.from(pdf), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('invoice_id').doNothing())
    .execute();
}

export async function findCreditNotePdf(db: DbHandle, creditNoteId: string): Promise<Uint8Array | undefined> {
  const row = await own(db)
    .selectFrom('invoices_credit_note_documents')
    .select('pdf')
    .where('credit_note_id', '=', creditNoteId)
    .executeTakeFirst();
  return row ? new Uint8Array(row.pdf) : undefined;
}

/** The same for a credit note: the first PDF stored is the one every download returns. */
export async function storeCreditNotePdfOnce(db: DbHandle, creditNoteId: string, pdf: Uint8Array) {
  await own(db)
    .insertInto('invoices_credit_note_documents')
    .values({ credit_note_id: creditNoteId, pdf: Buffer.from(pdf), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('credit_note_id').doNothing())
    .execute();
}

/**
 * A document's PDF as first made: read back when stored, else rendered, stored (a racing instance's
 * copy wins if it was first) and read back, so every copy anyone gets is the identical document.
 */
export async function pdfMadeOnce(
  label: string,
  stored: { find: () => Promise<Uint8Array | undefined>; keep: (pdf: Uint8Array) => Promise<void> },
  render: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const found = await stored.find();
  if (found) return found;
  await stored.keep(await render());
  const kept = await stored.find();
  if (!kept) throw new Error(`${label}: its PDF was not kept`);
  return kept;
}
