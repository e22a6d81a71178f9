import { type AdminOrdersExportQuery, paiseToDecimal } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { csvLine } from '../../lib/csv-field';
import { listItems, type OrderItemRow, type OrderRow } from './orders.repository';
import { type ExportCursor, ordersAfter } from './orders-export.repository';
import { refundedPaiseOfOrders } from './refund-lines.repository';

/** Orders read per query: the export streams, so any number of orders fits in little memory. */
const PAGE = 500;

const HEADINGS = [
  'Order number',
  'Placed (UTC)',
  'Status',
  'Customer',
  'Email',
  'Phone',
  'Items',
  'Subtotal (INR)',
  'GST (INR)',
  'Total (INR)',
  'Refunded (INR)',
  'Payment method',
  'Paid (UTC)',
  'Billing name',
  'GSTIN',
  'Business name',
  'State code',
];

const rupees = (paise: number | string) => paiseToDecimal(Number(paise));

function orderLine(order: OrderRow, items: OrderItemRow[], refundedPaise: number) {
  return csvLine([
    order.order_number,
    order.created_at,
    order.status,
    order.customer_name,
    order.customer_email,
    order.phone,
    items.map((item) => `${item.title} × ${item.quantity}`).join('; '),
    rupees(order.subtotal_paise),
    rupees(order.gst_paise),
    rupees(order.total_paise),
    rupees(refundedPaise),
    [order.payment_method, order.payment_method_detail].filter(Boolean).join(' '),
    order.paid_at ?? '',
    order.billing_name ?? '',
    order.buyer_gstin ?? '',
    order.buyer_business_name ?? '',
    order.billing_state_code ?? '',
  ]);
}

/**
 * The orders the admin list's filters match, newest first, as CSV lines (every cell defused as the GST report's),
 * read a page at a time so the answer streams.
 */
export async function* ordersCsv(db: Kysely<Database>, query: AdminOrdersExportQuery): AsyncGenerator<string> {
  const filter = { status: query.status, keyword: query.q?.trim() || undefined };
  yield `${csvLine(HEADINGS)}\r\n`;
  let after: ExportCursor | undefined;
  for (;;) {
    const orders = await ordersAfter(db, filter, after, PAGE);
    const ids = orders.map((order) => order.id);
    const [items, refunded] = await Promise.all([listItems(db, ids), refundedPaiseOfOrders(db, ids)]);
    const lines = orders.map((order) =>
      orderLine(
        order,
        items.filter((item) => item.order_id === order.id),
        refunded.get(order.id) ?? 0,
      ),
    );
    if (lines.length > 0) yield `${lines.join('\r\n')}\r\n`;
    const last = orders.at(-1);
    if (!last || orders.length < PAGE) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
