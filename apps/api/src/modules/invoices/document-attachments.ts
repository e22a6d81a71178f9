import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { creditNoteAttachments } from './credit-note-download';
import { invoiceAttachments } from './invoice-download';

/** The mail worker's attachment source: the tax invoice or the credit note a mail's reference names. */
export function documentAttachments(db: Kysely<Database>) {
  const invoices = invoiceAttachments(db);
  const creditNotes = creditNoteAttachments(db);
  return async (attachment: { kind: 'invoice' | 'credit_note'; id: string }) => [
    ...(await invoices(attachment)),
    ...(await creditNotes(attachment)),
  ];
}
