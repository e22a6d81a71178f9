import { formatPaise, type Language } from '@store/shared';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

export interface RefundedOrderForMail {
  orderNumber: string;
  customerName: string;
  totalPaise: number;
  /** Only some lines went back: the rest of the order stands. */
  partial: boolean;
  /** The account's language (English unless it chose Hindi); the shop's alert is always English. */
  language?: Language;
}

/** The customer's refund mail in each language; `refunded` takes amount and number escaped for HTML or plain. */
const WORDS = {
  en: {
    subject: (amount: string, orderNumber: string) => `Refund of ${amount} for order ${orderNumber}`,
    heading: (partial: boolean, name: string) =>
      partial ? `Part of your order is refunded, ${name}` : `Your order is refunded, ${name}`,
    refunded: (amount: string, orderNumber: string) =>
      `We have refunded ${amount} for order ${orderNumber} to the way you paid.`,
    rest: ' The rest of the order stands as it was.',
    settles: 'Your bank or card issuer usually shows it within 3-5 working days.',
    creditNote: 'The credit note for the refund is attached, and it is in My Orders too.',
    button: 'See my orders',
  },
  hi: {
    subject: (amount: string, orderNumber: string) => `ऑर्डर ${orderNumber} के लिए ${amount} का रिफ़ंड`,
    heading: (partial: boolean, name: string) =>
      partial ? `आपके ऑर्डर के एक हिस्से का रिफ़ंड हो गया है, ${name}` : `आपके ऑर्डर का रिफ़ंड हो गया है, ${name}`,
    refunded: (amount: string, orderNumber: string) =>
      `हमने ऑर्डर ${orderNumber} के ${amount} उसी तरीके से लौटा दिए हैं जिससे आपने भुगतान किया था।`,
    rest: ' ऑर्डर का बाकी हिस्सा पहले जैसा ही रहेगा।',
    settles: 'आमतौर पर 3-5 कामकाजी दिनों में यह आपके बैंक या कार्ड के खाते में दिखने लगता है।',
    creditNote: 'रिफ़ंड का क्रेडिट नोट इस मेल के साथ लगा है, और यह "मेरे ऑर्डर" में भी है।',
    button: 'मेरे ऑर्डर देखें',
  },
} as const;

/** To the customer when an admin refunds their order; the credit note PDF is attached when it is sent. */
export function orderRefundedMail(order: RefundedOrderForMail, publicUrl: string): RenderedMail {
  const language = order.language ?? 'en';
  const words = WORDS[language];
  const orders = `${publicUrl}/my-orders`;
  const amount = formatPaise(order.totalPaise, language);
  const heading = words.heading(order.partial, order.customerName);
  const rest = order.partial ? words.rest : '';
  const strong = (value: string) => `<strong>${escapeHtml(value)}</strong>`;
  return {
    subject: words.subject(amount, order.orderNumber),
    html: renderHtml({
      heading,
      blocks: [
        paragraph(
          `${words.refunded(strong(amount), strong(order.orderNumber))}${escapeHtml(rest)} ${escapeHtml(words.settles)}`,
        ),
        paragraph(escapeHtml(words.creditNote)),
      ],
      action: { label: words.button, href: orders },
    }),
    text: [
      heading,
      '',
      `${words.refunded(amount, order.orderNumber)}${rest} ${words.settles}`,
      words.creditNote,
      '',
      `${words.button}: ${orders}`,
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
