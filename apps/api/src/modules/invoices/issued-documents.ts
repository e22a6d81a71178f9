import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findCreditNoteByOrderId, findCreditNoteByRefundId } from './credit-notes.repository';
import { findInvoiceByOrderId } from './invoices.repository';

/** The id of the order's tax invoice, once issued (in the payment's transaction). */
export async function invoiceIdOfOrder(db: Kysely<Database>, orderId: string): Promise<string | undefined> {
  return (await findInvoiceByOrderId(db, orderId))?.id;
}

/** The id of the order's credit note, once issued (in the refund's transaction). */
export async function creditNoteIdOfOrder(db: Kysely<Database>, orderId: string): Promise<string | undefined> {
  return (await findCreditNoteByOrderId(db, orderId))?.id;
}

/** The id of one refund's credit note, once issued (in the refund's transaction). */
export async function creditNoteIdOfRefund(db: Kysely<Database>, refundId: string): Promise<string | undefined> {
  return (await findCreditNoteByRefundId(db, refundId))?.id;
}
