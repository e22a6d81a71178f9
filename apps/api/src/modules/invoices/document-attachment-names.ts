import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findCreditNoteByOrderId } from './credit-notes.repository';
import { invoiceFileName } from './invoice-download';
import { findInvoiceByOrderId } from './invoices.repository';

/** The order id in a mail's event key (`order-confirmation:<order id>`), for the mail kind that carries a document. */
const orderIdOf = (mail: { kind: string; eventKey: string | null }, kind: string) =>
  mail.kind === kind ? mail.eventKey?.split(':')[1] : undefined;

/**
 * What `documentAttachments` attaches to a mail when it is sent, by name and type only (no PDF is
 * drawn), so an admin sees it on a mail that is kept or not yet sent.
 */
export function documentAttachmentNames(db: Kysely<Database>) {
  return async (mail: { kind: string; eventKey: string | null }) => {
    const confirmed = orderIdOf(mail, 'order-confirmation');
    const invoice = confirmed ? await findInvoiceByOrderId(db, confirmed) : undefined;
    const refunded = orderIdOf(mail, 'order-refunded');
    const note = refunded ? await findCreditNoteByOrderId(db, refunded) : undefined;
    return [invoice, note].flatMap((document) =>
      document ? [{ filename: invoiceFileName(document.number), contentType: 'application/pdf' }] : [],
    );
  };
}
