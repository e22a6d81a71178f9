import { randomUUID } from 'node:crypto';
import { documentNumber, financialYearOf } from '@store/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { RefundedOrder } from '../checkout';
import { insertCreditNote } from './credit-notes.repository';
import { findInvoiceByOrderId, nextSerial } from './invoices.repository';

/**
 * An order-refunded listener: issues the credit note (CGST Act s.34) in the transaction that marks
 * the order REFUNDED. It reverses the whole invoice, the same taxable value and tax lines, and takes
 * the next number of its own series (`CN/26-27/00001`) for the financial year it is issued in.
 */
export async function issueCreditNoteForRefundedOrder(
  trx: Transaction<Database>,
  refunded: RefundedOrder,
): Promise<void> {
  const invoice = await findInvoiceByOrderId(trx, refunded.order.id);
  // Every PAID order has its invoice (issued with the payment); without one there is nothing to reverse.
  if (!invoice) throw new Error(`order ${refunded.order.order_number} has no invoice to credit`);
  const issuedAt = refunded.order.updated_at;
  const financialYear = financialYearOf(new Date(issuedAt));
  const serial = await nextSerial(trx, `CN/${financialYear}`);
  await insertCreditNote(trx, {
    id: randomUUID(),
    order_id: refunded.order.id,
    invoice_id: invoice.id,
    number: documentNumber('CN', financialYear, serial),
    financial_year: financialYear,
    serial,
    issued_at: issuedAt,
    reason: refunded.reason,
    provider_refund_id: refunded.refundId,
    taxable_paise: Number(invoice.taxable_paise),
    cgst_paise: Number(invoice.cgst_paise),
    sgst_paise: Number(invoice.sgst_paise),
    igst_paise: Number(invoice.igst_paise),
    total_paise: Number(invoice.total_paise),
    demo: Number(invoice.demo),
  });
}
