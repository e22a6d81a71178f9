import { formatPaise } from '@store/shared';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';
import type { OrderForMail } from './order-for-mail';
import { hindiOrderConfirmationMail } from './order-mails-hi';

export const BRIEF_HEADING = 'Fill in your website brief';

/** The next step after paying: one link per website, to the page where its brief is filled in. */
function briefBlock(order: OrderForMail): string[] {
  const links = order.briefLinks ?? [];
  if (links.length === 0) return [];
  const items = links
    .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.title)}</a></li>`)
    .join('');
  return [
    paragraph(
      `<strong>${BRIEF_HEADING}</strong><br />Tell us your business name, colours and content so we can start on your website:<ul>${items}</ul>`,
    ),
  ];
}

function briefText(order: OrderForMail): string[] {
  const links = order.briefLinks ?? [];
  if (links.length === 0) return [];
  return [`${BRIEF_HEADING}:`, ...links.map((link) => `- ${link.title}: ${link.url}`), ''];
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

/**
 * To the customer when their order is PAID: the next step (each website's brief), items, GST, total,
 * order number and a link to My Orders.
 */
export function orderConfirmationMail(order: OrderForMail, publicUrl: string): RenderedMail {
  if (order.language === 'hi') return hindiOrderConfirmationMail(order, publicUrl);
  const myOrders = `${publicUrl}/my-orders`;
  return {
    subject: `Order ${order.orderNumber} confirmed`,
    html: renderHtml({
      heading: `Thank you for your order, ${order.customerName}`,
      blocks: [
        paragraph(`We have received your payment for order <strong>${escapeHtml(order.orderNumber)}</strong>.`),
        ...(order.paidBy ? [paragraph(escapeHtml(order.paidBy))] : []),
        ...briefBlock(order),
        linesTable(order),
      ],
      action: { label: 'View My Orders', href: myOrders },
    }),
    text: [
      `Thank you for your order, ${order.customerName}`,
      '',
      `We have received your payment for order ${order.orderNumber}.`,
      ...(order.paidBy ? [order.paidBy] : []),
      '',
      ...briefText(order),
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
