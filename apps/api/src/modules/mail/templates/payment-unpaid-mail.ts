import { formatPaise } from '@store/shared';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

export interface UnpaidOrderForMail {
  orderNumber: string;
  customerName: string;
  totalPaise: number;
  status: 'FAILED' | 'EXPIRED';
}

const WHAT_HAPPENED = {
  FAILED: {
    subject: (orderNumber: string) => `Payment for order ${orderNumber} did not go through`,
    words: 'The payment was not completed, and no money was taken for it.',
  },
  EXPIRED: {
    subject: (orderNumber: string) => `Order ${orderNumber} expired before payment`,
    words: 'The time to pay ran out before a payment arrived, and no money was taken for it.',
  },
} as const;

/** To the customer when a payment fails or its session expires: what happened and a way back to the cart. */
export function unpaidOrderMail(order: UnpaidOrderForMail, publicUrl: string): RenderedMail {
  const cart = `${publicUrl}/checkout`;
  const { subject, words } = WHAT_HAPPENED[order.status];
  return {
    subject: subject(order.orderNumber),
    html: renderHtml({
      heading: `Your order is not paid yet, ${order.customerName}`,
      blocks: [
        paragraph(
          `Order <strong>${escapeHtml(order.orderNumber)}</strong> (${formatPaise(order.totalPaise)}): ${escapeHtml(words)}`,
        ),
        paragraph('Your designs are still in your cart on this device. You can pay again whenever you are ready.'),
      ],
      action: { label: 'Back to your cart', href: cart },
    }),
    text: [
      `Your order is not paid yet, ${order.customerName}`,
      '',
      `Order ${order.orderNumber} (${formatPaise(order.totalPaise)}): ${words}`,
      'Your designs are still in your cart on this device. You can pay again whenever you are ready.',
      '',
      `Back to your cart: ${cart}`,
    ].join('\n'),
  };
}
