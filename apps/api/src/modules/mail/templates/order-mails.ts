import { formatPaise } from '@store/shared';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

export interface OrderForMail {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  phone: string;
  lines: { title: string; quantity: number; unitPricePaise: number }[];
  subtotalPaise: number;
  gstPaise: number;
  totalPaise: number;
}

function linesTable(order: OrderForMail): string {
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 0">${escapeHtml(line.title)} × ${line.quantity}</td><td style="padding:4px 0;text-align:right">${formatPaise(line.unitPricePaise * line.quantity)}</td></tr>`,
    )
    .join('');
  const sum = (label: string, paise: number, bold = false) =>
    `<tr><td style="padding:4px 0${bold ? ';font-weight:bold' : ''}">${label}</td><td style="padding:4px 0;text-align:right${bold ? ';font-weight:bold' : ''}">${formatPaise(paise)}</td></tr>`;
  return `<mj-table>${rows}${sum('Subtotal', order.subtotalPaise)}${sum('GST', order.gstPaise)}${sum('Total', order.totalPaise, true)}</mj-table>`;
}

function linesText(order: OrderForMail): string {
  return [
    ...order.lines.map(
      (line) => `${line.title} x ${line.quantity}: ${formatPaise(line.unitPricePaise * line.quantity)}`,
    ),
    `Subtotal: ${formatPaise(order.subtotalPaise)}`,
    `GST: ${formatPaise(order.gstPaise)}`,
    `Total: ${formatPaise(order.totalPaise)}`,
  ].join('\n');
}

/** To the customer when their order is PAID: items, GST, total, order number and a link to My Orders. */
export function orderConfirmationMail(order: OrderForMail, publicUrl: string): RenderedMail {
  const myOrders = `${publicUrl}/my-orders`;
  return {
    subject: `Order ${order.orderNumber} confirmed`,
    html: renderHtml({
      heading: `Thank you for your order, ${order.customerName}`,
      blocks: [
        paragraph(`We have received your payment for order <strong>${escapeHtml(order.orderNumber)}</strong>.`),
        linesTable(order),
      ],
      action: { label: 'View My Orders', href: myOrders },
    }),
    text: [
      `Thank you for your order, ${order.customerName}`,
      '',
      `We have received your payment for order ${order.orderNumber}.`,
      '',
      linesText(order),
      '',
      `View My Orders: ${myOrders}`,
    ].join('\n'),
  };
}

/** To the shop when an order is PAID: who bought what, for how much. */
export function shopOrderAlertMail(order: OrderForMail, publicUrl: string): RenderedMail {
  const adminOrders = `${publicUrl}/ManageOrders`;
  return {
    subject: `New paid order ${order.orderNumber}: ${formatPaise(order.totalPaise)}`,
    html: renderHtml({
      heading: `New paid order ${order.orderNumber}`,
      blocks: [
        paragraph(
          `${escapeHtml(order.customerName)} (${escapeHtml(order.customerEmail)}, ${escapeHtml(order.phone)}) paid ${formatPaise(order.totalPaise)}.`,
        ),
        linesTable(order),
      ],
      action: { label: 'Open orders', href: adminOrders },
    }),
    text: [
      `New paid order ${order.orderNumber}`,
      '',
      `${order.customerName} (${order.customerEmail}, ${order.phone}) paid ${formatPaise(order.totalPaise)}.`,
      '',
      linesText(order),
      '',
      `Open orders: ${adminOrders}`,
    ].join('\n'),
  };
}
