import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { orderWithItems } from '../checkout';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf';
import { findInvoiceByOrderId } from './invoices.repository';

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
  const document: InvoiceDocument = {
    number: invoice.number,
    issuedAt: invoice.issued_at,
    demo: Number(invoice.demo) === 1,
    seller: JSON.parse(invoice.seller_json),
    buyer: { name: found.order.customer_name, email: found.order.customer_email, phone: found.order.phone },
    placeOfSupply: invoice.place_of_supply,
    supplyType: invoice.supply_type,
    lines: found.items.map((item) => ({
      title: item.title,
      quantity: Number(item.quantity),
      unitPricePaise: Number(item.unit_price_paise),
    })),
    taxablePaise: Number(invoice.taxable_paise),
    cgstPaise: Number(invoice.cgst_paise),
    sgstPaise: Number(invoice.sgst_paise),
    igstPaise: Number(invoice.igst_paise),
    totalPaise: Number(invoice.total_paise),
  };
  return { number: invoice.number, pdf: await renderInvoicePdf(document) };
}

/** `INV/26-27/00042` as a file name: `INV-26-27-00042.pdf`. */
export const invoiceFileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;
