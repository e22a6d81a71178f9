import { paidByText } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { orderWithItems, orderWithItemsById, type PaidOrder } from '../checkout';
import { findInvoicePdf, pdfMadeOnce, storeInvoicePdfOnce } from './invoice-documents.repository';
import { type InvoiceDocument, lineKindOf, lineSac, renderInvoicePdf } from './invoice-pdf';
import { findInvoiceById, findInvoiceByOrderId, type InvoiceRow } from './invoices.repository';

const NO_INVOICE = 'No invoice for this order';

/**
 * The invoice PDF of an order: for a customer only their own paid order (anything else is 404, so
 * order numbers cannot be probed), for an admin any. Drawn from the invoice as issued.
 */
export async function invoicePdfForOrder(
  db: Kysely<Database>,
  orderNumber: string,
  viewer: { role: 'customer'; userId: string } | { role: 'admin' },
): Promise<{ number: string; pdf: Uint8Array }> {
  const found = await orderWithItems(db, orderNumber);
  if (!found || (viewer.role === 'customer' && found.order.user_id !== viewer.userId)) throw new NotFound(NO_INVOICE);
  const invoice = await findInvoiceByOrderId(db, found.order.id);
  if (!invoice) throw new NotFound(NO_INVOICE);
  return { number: invoice.number, pdf: await storedInvoicePdf(db, invoice, found) };
}

/**
 * The invoice's PDF as first made: made and stored on its first download or mail, and from then on
 * read back, so every copy the buyer, the mail and the accountant get is the identical document.
 */
function storedInvoicePdf(db: Kysely<Database>, invoice: InvoiceRow, order: PaidOrder): Promise<Uint8Array> {
  return pdfMadeOnce(
    `invoice ${invoice.number}`,
    { find: () => findInvoicePdf(db, invoice.id), keep: (pdf) => storeInvoicePdfOnce(db, invoice.id, pdf) },
    () => renderInvoicePdf(invoiceDocument(invoice, order)),
  );
}

/** The invoice as the PDF renderer takes it: the row as issued and the order's buyer and lines. */
export function invoiceDocument(invoice: InvoiceRow, { order, items }: PaidOrder): InvoiceDocument {
  return {
    number: invoice.number,
    issuedAt: invoice.issued_at,
    demo: Number(invoice.demo) === 1,
    seller: JSON.parse(invoice.seller_json),
    buyer: {
      name: order.billing_name ?? order.customer_name,
      email: order.customer_email,
      phone: order.phone,
      address: order.billing_address ?? null,
      stateCode: order.billing_state_code ?? null,
      // The GSTIN as issued on the invoice; the business name from the order it came with.
      gstin: invoice.buyer_gstin ?? null,
      businessName: invoice.buyer_gstin ? (order.buyer_business_name ?? null) : null,
    },
    placeOfSupply: invoice.place_of_supply,
    supplyType: invoice.supply_type,
    lines: items.map((item) => ({
      title: item.title,
      quantity: Number(item.quantity),
      unitPricePaise: Number(item.unit_price_paise),
      kind: lineKindOf(item),
      sac: lineSac(item),
    })),
    taxablePaise: Number(invoice.taxable_paise),
    cgstPaise: Number(invoice.cgst_paise),
    sgstPaise: Number(invoice.sgst_paise),
    igstPaise: Number(invoice.igst_paise),
    totalPaise: Number(invoice.total_paise),
    paidBy: paidByText({
      method: order.payment_method,
      detail: order.payment_method_detail ?? null,
      paidAt: order.paid_at,
    }),
  };
}

/** The invoice PDF a mail carries (its attachment reference names the invoice), made when the mail is sent. */
export function invoiceAttachments(db: Kysely<Database>) {
  return async ({ kind, id }: { kind: string; id: string }) => {
    const invoice = kind === 'invoice' ? await findInvoiceById(db, id) : undefined;
    const found = invoice && (await orderWithItemsById(db, invoice.order_id));
    if (!invoice || !found) return [];
    const content = await storedInvoicePdf(db, invoice, found);
    return [{ filename: invoiceFileName(invoice.number), contentType: 'application/pdf', content }];
  };
}

/** `INV/26-27/00042` as a file name: `INV-26-27-00042.pdf`. */
export const invoiceFileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;
