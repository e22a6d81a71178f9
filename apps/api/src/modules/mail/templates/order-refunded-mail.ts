import { formatPaise } from '@store/shared';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

export interface RefundedOrderForMail {
  orderNumber: string;
  customerName: string;
  totalPaise: number;
  /** Only some lines went back: the rest of the order stands. */
  partial: boolean;
}

const SETTLES = 'Your bank or card issuer usually shows it within 3-5 working days.';

/** To the customer when an admin refunds their order; the credit note PDF is attached when it is sent. */
export function orderRefundedMail(order: RefundedOrderForMail, publicUrl: string): RenderedMail {
  const orders = `${publicUrl}/my-orders`;
  const amount = formatPaise(order.totalPaise);
  const heading = order.partial
    ? `Part of your order is refunded, ${order.customerName}`
    : `Your order is refunded, ${order.customerName}`;
  const rest = order.partial ? ' The rest of the order stands as it was.' : '';
  return {
    subject: `Refund of ${amount} for order ${order.orderNumber}`,
    html: renderHtml({
      heading,
      blocks: [
        paragraph(
          `We have refunded <strong>${escapeHtml(amount)}</strong> for order <strong>${escapeHtml(order.orderNumber)}</strong> to the way you paid.${escapeHtml(rest)} ${escapeHtml(SETTLES)}`,
        ),
        paragraph('The credit note for the refund is attached, and it is in My Orders too.'),
      ],
      action: { label: 'See my orders', href: orders },
    }),
    text: [
      heading,
      '',
      `We have refunded ${amount} for order ${order.orderNumber} to the way you paid.${rest} ${SETTLES}`,
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
  const heading = `Order ${order.orderNumber} ${order.partial ? 'partly refunded' : 'refunded'}`;
  return {
    subject: `${heading}: ${amount}`,
    html: renderHtml({
      heading,
      blocks: [
        paragraph(`${escapeHtml(amount)} was refunded to ${escapeHtml(who)}.`),
        paragraph(`Reason: ${escapeHtml(order.reason)}`),
        paragraph('The credit note is issued and counted in the month’s GST report.'),
      ],
      action: { label: 'Open orders', href: adminOrders },
    }),
    text: [
      heading,
      '',
      `${amount} was refunded to ${who}.`,
      `Reason: ${order.reason}`,
      'The credit note is issued and counted in the month’s GST report.',
      '',
      `Open orders: ${adminOrders}`,
    ].join('\n'),
  };
}
