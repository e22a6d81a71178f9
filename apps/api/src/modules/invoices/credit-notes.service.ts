import { randomUUID } from 'node:crypto';
import { documentNumber, financialYearOf, splitGst } from '@store/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { RefundedOrder } from '../checkout';
import { type CreditNoteRow, insertCreditNote } from './credit-notes.repository';
import { creditedLines } from './credited-lines';
import { findInvoiceByOrderId, nextSerial } from './invoices.repository';

/**
 * An order-refunded listener: issues one credit note (CGST Act s.34) per refund, in the refund's
 * transaction, with the next number of its own series (`CN/26-27/00001`) for the financial year it is
 * issued in. A whole refund reverses the whole invoice, the same taxable value and tax lines; a partial
 * one credits exactly its lines, its GST split as the invoice's (CGST+SGST or IGST).
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
    ...(refunded.lines === 'all' || !refunded.amounts ? wholeInvoice(invoice) : partOf(refunded, invoice.supply_type)),
    demo: Number(invoice.demo),
  });
}

type Amounts = Pick<CreditNoteRow, 'taxable_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise' | 'total_paise'>;

const wholeInvoice = (invoice: Amounts): Amounts & { lines_json: null } => ({
  taxable_paise: Number(invoice.taxable_paise),
  cgst_paise: Number(invoice.cgst_paise),
  sgst_paise: Number(invoice.sgst_paise),
  igst_paise: Number(invoice.igst_paise),
  total_paise: Number(invoice.total_paise),
  lines_json: null,
});

function partOf(refunded: RefundedOrder, supplyType: 'INTRA' | 'INTER'): Amounts & { lines_json: string } {
  const amounts = refunded.amounts ?? { taxablePaise: 0, gstPaise: 0, totalPaise: 0 };
  const tax = splitGst(amounts.gstPaise, supplyType);
  return {
    taxable_paise: amounts.taxablePaise,
    cgst_paise: tax.cgstPaise,
    sgst_paise: tax.sgstPaise,
    igst_paise: tax.igstPaise,
    total_paise: amounts.totalPaise,
    lines_json: JSON.stringify(creditedLines(refunded)),
  };
}
