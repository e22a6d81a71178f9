import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { creditNoteAttachments } from './credit-note-download';
import { invoiceAttachments } from './invoice-download';

/** The mail worker's attachment source: the tax invoice on a confirmation, the credit note on a refund mail. */
export function documentAttachments(db: Kysely<Database>) {
  const invoices = invoiceAttachments(db);
  const creditNotes = creditNoteAttachments(db);
  return async (mail: { kind: string; eventKey: string | null }) => [
    ...(await invoices(mail)),
    ...(await creditNotes(mail)),
  ];
}
