import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findCreditNoteById } from './credit-notes.repository';
import { invoiceFileName } from './invoice-download';
import { findInvoiceById } from './invoices.repository';

/**
 * What `documentAttachments` attaches to a mail when it is sent, by name and type only (no PDF is
 * drawn), so an admin sees it on a mail that is kept or not yet sent.
 */
export function documentAttachmentNames(db: Kysely<Database>) {
  return async ({ kind, id }: { kind: 'invoice' | 'credit_note'; id: string }) => {
    const document = kind === 'invoice' ? await findInvoiceById(db, id) : await findCreditNoteById(db, id);
    return document ? [{ filename: invoiceFileName(document.number), contentType: 'application/pdf' }] : [];
  };
}
