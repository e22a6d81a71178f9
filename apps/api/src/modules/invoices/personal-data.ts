import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { documentAttachments } from './document-attachments';
import { creditNotesOfOrders, invoicesOfOrders } from './personal-data.repository';

type Amounts = Record<'taxable_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise' | 'total_paise', unknown>;

const amounts = (row: Amounts) => ({
  taxablePaise: Number(row.taxable_paise),
  cgstPaise: Number(row.cgst_paise),
  sgstPaise: Number(row.sgst_paise),
  igstPaise: Number(row.igst_paise),
  totalPaise: Number(row.total_paise),
});

/** A file of the archive: its path inside the ZIP and its bytes. */
export interface ExportFile {
  path: string;
  data: Uint8Array;
}

/**
 * The tax invoices and credit notes of these orders, each with its PDF as issued (made and stored on first
 * use, so the archive holds the very document the customer and the accountant get).
 */
export async function taxDocumentsForExport(db: Kysely<Database>, orderIds: string[]) {
  const [invoices, notes] = await Promise.all([invoicesOfOrders(db, orderIds), creditNotesOfOrders(db, orderIds)]);
  const pdfs = documentAttachments(db);
  const files: ExportFile[] = [];
  for (const [kind, folder, id] of [
    ...invoices.map((row) => ['invoice', 'invoices', row.id] as const),
    ...notes.map((row) => ['credit_note', 'credit-notes', row.id] as const),
  ]) {
    for (const pdf of await pdfs({ kind, id })) files.push({ path: `${folder}/${pdf.filename}`, data: pdf.content });
  }
  return {
    invoices: invoices.map((row) => ({
      number: row.number,
      orderId: row.order_id,
      issuedAt: row.issued_at,
      placeOfSupply: row.place_of_supply,
      supplyType: row.supply_type,
      buyerGstin: row.buyer_gstin ?? null,
      ...amounts(row),
    })),
    creditNotes: notes.map((row) => ({
      number: row.number,
      orderId: row.order_id,
      issuedAt: row.issued_at,
      reason: row.reason,
      ...amounts(row),
    })),
    files,
  };
}

/**
 * Before an erasure: stores the PDF of every invoice and credit note of these orders as issued (so the kept
 * document never changes once the order's contact details go) and answers the orders behind them.
 */
export async function keepTaxDocuments(db: Kysely<Database>, orderIds: string[]): Promise<Set<string>> {
  const { invoices } = await taxDocumentsForExport(db, orderIds);
  return new Set(invoices.map((invoice) => invoice.orderId));
}
