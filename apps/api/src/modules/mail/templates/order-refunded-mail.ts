import { formatPaise } from '@store/shared';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

export interface RefundedOrderForMail {
  orderNumber: string;
  customerName: string;
  totalPaise: number;
}

const SETTLES = 'Your bank or card issuer usually shows it within 3-5 working days.';

/** To the customer when an admin refunds their order; the credit note PDF is attached when it is sent. */
export function orderRefundedMail(order: RefundedOrderForMail, publicUrl: string): RenderedMail {
  const orders = `${publicUrl}/my-orders`;
  const amount = formatPaise(order.totalPaise);
  return {
    subject: `Refund of ${amount} for order ${order.orderNumber}`,
    html: renderHtml({
      heading: `Your order is refunded, ${order.customerName}`,
      blocks: [
        paragraph(
          `We have refunded <strong>${escapeHtml(amount)}</strong> for order <strong>${escapeHtml(order.orderNumber)}</strong> to the way you paid. ${escapeHtml(SETTLES)}`,
        ),
        paragraph('The credit note for the refund is attached, and it is in My Orders too.'),
      ],
      action: { label: 'See my orders', href: orders },
    }),
    text: [
      `Your order is refunded, ${order.customerName}`,
      '',
      `We have refunded ${amount} for order ${order.orderNumber} to the way you paid. ${SETTLES}`,
      'The credit note for the refund is attached, and it is in My Orders too.',
      '',
      `See my orders: ${orders}`,
    ].join('\n'),
  };
}

export interface ShopRefundForMail extends RefundedOrderForMail {
  customerEmail: string;
  reason: string;
}

/** To the shop when an order is refunded: who, how much and the reason the admin gave. */
export function shopRefundAlertMail(order: ShopRefundForMail, publicUrl: string): RenderedMail {
  const adminOrders = `${publicUrl}/ManageOrders`;
  const amount = formatPaise(order.totalPaise);
  const who = `${order.customerName} (${order.customerEmail})`;
  return {
    subject: `Order ${order.orderNumber} refunded: ${amount}`,
    html: renderHtml({
      heading: `Order ${order.orderNumber} refunded`,
      blocks: [
        paragraph(`${escapeHtml(amount)} was refunded to ${escapeHtml(who)}.`),
        paragraph(`Reason: ${escapeHtml(order.reason)}`),
        paragraph('The credit note is issued and counted in the month’s GST report.'),
      ],
      action: { label: 'Open orders', href: adminOrders },
    }),
    text: [
      `Order ${order.orderNumber} refunded`,
      '',
      `${amount} was refunded to ${who}.`,
      `Reason: ${order.reason}`,
      'The credit note is issued and counted in the month’s GST report.',
      '',
      `Open orders: ${adminOrders}`,
    ].join('\n'),
  };
}
