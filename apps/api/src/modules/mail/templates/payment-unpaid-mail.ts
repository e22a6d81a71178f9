import { formatPaise, type Language } from '@store/shared';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

export interface UnpaidOrderForMail {
  orderNumber: string;
  customerName: string;
  totalPaise: number;
  status: 'FAILED' | 'EXPIRED';
  /** The account's language (English unless it chose Hindi). */
  language?: Language;
}

/** The mail's words in each language, and what happened by status. */
const WORDS = {
  en: {
    FAILED: {
      subject: (orderNumber: string) => `Payment for order ${orderNumber} did not go through`,
      words: 'The payment was not completed, and no money was taken for it.',
    },
    EXPIRED: {
      subject: (orderNumber: string) => `Order ${orderNumber} expired before payment`,
      words: 'The time to pay ran out before a payment arrived, and no money was taken for it.',
    },
    heading: (name: string) => `Your order is not paid yet, ${name}`,
    order: 'Order',
    cart: 'Your designs are still in your cart on this device. You can pay again whenever you are ready.',
    button: 'Back to your cart',
  },
  hi: {
    FAILED: {
      subject: (orderNumber: string) => `ऑर्डर ${orderNumber} का भुगतान नहीं हो सका`,
      words: 'भुगतान पूरा नहीं हुआ, और इसके लिए आपका कोई पैसा नहीं कटा।',
    },
    EXPIRED: {
      subject: (orderNumber: string) => `भुगतान से पहले ऑर्डर ${orderNumber} का समय खत्म हो गया`,
      words: 'भुगतान आने से पहले भुगतान का समय खत्म हो गया, और इसके लिए आपका कोई पैसा नहीं कटा।',
    },
    heading: (name: string) => `आपके ऑर्डर का भुगतान अभी नहीं हुआ है, ${name}`,
    order: 'ऑर्डर',
    cart: 'आपके डिज़ाइन इस डिवाइस पर आपके कार्ट में अब भी हैं। जब चाहें, फिर से भुगतान कर सकते हैं।',
    button: 'अपने कार्ट पर वापस जाएँ',
  },
} as const;

/** To the customer when a payment fails or its session expires: what happened and a way back to the cart. */
export function unpaidOrderMail(order: UnpaidOrderForMail, publicUrl: string): RenderedMail {
  const language = order.language ?? 'en';
  const words = WORDS[language];
  const cart = `${publicUrl}/checkout`;
  const { subject, words: happened } = words[order.status];
  const total = formatPaise(order.totalPaise, language);
  return {
    subject: subject(order.orderNumber),
    html: renderHtml({
      heading: words.heading(order.customerName),
      blocks: [
        paragraph(
          `${words.order} <strong>${escapeHtml(order.orderNumber)}</strong> (${total}): ${escapeHtml(happened)}`,
        ),
        paragraph(escapeHtml(words.cart)),
      ],
      action: { label: words.button, href: cart },
    }),
    text: [
      words.heading(order.customerName),
      '',
      `${words.order} ${order.orderNumber} (${total}): ${happened}`,
      words.cart,
      '',
      `${words.button}: ${cart}`,
    ].join('\n'),
  };
}
