import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findCreditNoteByOrderId, findCreditNoteByRefundId } from './credit-notes.repository';
import { findInvoiceByOrderId, invoicedAmong } from './invoices.repository';

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

/** Which of these orders have a tax invoice (a credit note always follows one): their records are kept. */
export async function invoicedOrderIds(db: Kysely<Database>, orderIds: string[]): Promise<Set<string>> {
  return new Set(await invoicedAmong(db, orderIds));
}
