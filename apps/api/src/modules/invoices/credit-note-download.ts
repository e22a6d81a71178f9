import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { orderWithItems, orderWithItemsById, type PaidOrder } from '../checkout';
import { renderCreditNotePdf } from './credit-note-pdf';
import { type CreditNoteRow, findCreditNoteById, findCreditNoteByOrderId } from './credit-notes.repository';
import type { CreditedLine } from './credited-lines';
import { findCreditNotePdf, pdfMadeOnce, storeCreditNotePdfOnce } from './invoice-documents.repository';
import { invoiceDocument, invoiceFileName } from './invoice-download';
import { findInvoiceByOrderId } from './invoices.repository';

const NO_CREDIT_NOTE = 'No credit note for this order';

/**
 * The credit note drawn from the note and the invoice as issued (the same parties and lines), made
 * once and stored: every download and the refund mail carry the identical bytes.
 */
async function creditNotePdf(db: Kysely<Database>, note: CreditNoteRow, order: PaidOrder): Promise<Uint8Array> {
  const invoice = await findInvoiceByOrderId(db, order.order.id);
  if (!invoice) throw new NotFound(NO_CREDIT_NOTE);
  const stored = {
    find: () => findCreditNotePdf(db, note.id),
    keep: (pdf: Uint8Array) => storeCreditNotePdfOnce(db, note.id, pdf),
  };
  return pdfMadeOnce(`credit note ${note.number}`, stored, () =>
    renderCreditNotePdf({
      ...invoiceDocument(invoice, order),
      ...(note.lines_json ? { lines: JSON.parse(note.lines_json) as CreditedLine[] } : {}),
      number: note.number,
      issuedAt: note.issued_at,
      taxablePaise: Number(note.taxable_paise),
      cgstPaise: Number(note.cgst_paise),
      sgstPaise: Number(note.sgst_paise),
      igstPaise: Number(note.igst_paise),
      totalPaise: Number(note.total_paise),
      invoiceNumber: invoice.number,
      invoiceIssuedAt: invoice.issued_at,
      reason: note.reason,
    }),
  );
}

/** A refunded order's latest credit note: customers only for their own order (404 otherwise), admins any. */
export async function creditNotePdfForOrder(
  db: Kysely<Database>,
  orderNumber: string,
  viewer: { role: 'customer'; userId: string } | { role: 'admin' },
): Promise<{ number: string; pdf: Uint8Array }> {
  const found = await orderWithItems(db, orderNumber);
  if (!found || (viewer.role === 'customer' && found.order.user_id !== viewer.userId))
    throw new NotFound(NO_CREDIT_NOTE);
  const note = await findCreditNoteByOrderId(db, found.order.id);
  if (!note) throw new NotFound(NO_CREDIT_NOTE);
  return { number: note.number, pdf: await creditNotePdf(db, note, found) };
}

/** The credit note PDF a mail carries (its attachment reference names the note), made when the mail is sent. */
export function creditNoteAttachments(db: Kysely<Database>) {
  return async ({ kind, id }: { kind: string; id: string }) => {
    const note = kind === 'credit_note' ? await findCreditNoteById(db, id) : undefined;
    const found = note && (await orderWithItemsById(db, note.order_id));
    if (!note || !found) return [];
    const content = await creditNotePdf(db, note, found);
    return [{ filename: invoiceFileName(note.number), contentType: 'application/pdf', content }];
  };
}
