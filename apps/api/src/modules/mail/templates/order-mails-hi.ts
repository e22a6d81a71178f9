import { formatPaise } from '@store/shared';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';
import type { OrderForMail } from './order-for-mail';

/** The sums' labels in Hindi; GST keeps its name, as on the invoice. */
const SUMS = { subtotal: 'उप-योग', gst: 'GST', total: 'कुल' } as const;

function sumsOf(order: OrderForMail): [string, number][] {
  return [
    [SUMS.subtotal, order.subtotalPaise],
    [SUMS.gst, order.gstPaise],
    [SUMS.total, order.totalPaise],
  ];
}

function linesTable(order: OrderForMail): string {
  const cell = (text: string, right = false, bold = false) =>
    `<td style="padding:4px 0${right ? ';text-align:right' : ''}${bold ? ';font-weight:bold' : ''}">${text}</td>`;
  const rows = order.lines.map(
    (line) =>
      `<tr>${cell(`${escapeHtml(line.title)} × ${line.quantity}`)}${cell(formatPaise(line.unitPricePaise * line.quantity), true)}</tr>`,
  );
  const sums = sumsOf(order).map(
    ([label, paise], index, all) =>
      `<tr>${cell(label, false, index === all.length - 1)}${cell(formatPaise(paise), true, index === all.length - 1)}</tr>`,
  );
  return `<mj-table>${[...rows, ...sums].join('')}</mj-table>`;
}

const BRIEF_HEADING = 'अपनी वेबसाइट का ब्रीफ़ भरें';

/**
 * The order confirmation for a customer whose account chose Hindi: the same facts as the English one (the
 * tax invoice attached stays in English). Amounts are written as in English (₹ with lakh grouping).
 */
export function hindiOrderConfirmationMail(order: OrderForMail, publicUrl: string): RenderedMail {
  const myOrders = `${publicUrl}/my-orders`;
  const links = order.briefLinks ?? [];
  const greeting = `आपके ऑर्डर के लिए धन्यवाद, ${order.customerName}`;
  const received = (number: string) => `हमें ऑर्डर ${number} का आपका पेमेंट मिल गया है।`;
  const items = links
    .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.title)}</a></li>`)
    .join('');
  return {
    subject: `ऑर्डर ${order.orderNumber} कन्फ़र्म हो गया`,
    html: renderHtml({
      heading: greeting,
      blocks: [
        paragraph(received(`<strong>${escapeHtml(order.orderNumber)}</strong>`)),
        ...(order.paidBy ? [paragraph(escapeHtml(order.paidBy))] : []),
        ...(links.length > 0
          ? [
              paragraph(
                `<strong>${BRIEF_HEADING}</strong><br />अपने बिज़नेस का नाम, रंग और जानकारी बताएँ ताकि हम आपकी वेबसाइट शुरू कर सकें:<ul>${items}</ul>`,
              ),
            ]
          : []),
        linesTable(order),
      ],
      action: { label: 'मेरे ऑर्डर देखें', href: myOrders },
    }),
    text: [
      greeting,
      '',
      received(order.orderNumber),
      ...(order.paidBy ? [order.paidBy] : []),
      '',
      ...(links.length > 0 ? [`${BRIEF_HEADING}:`, ...links.map((link) => `- ${link.title}: ${link.url}`), ''] : []),
      ...order.lines.map(
        (line) => `${line.title} x ${line.quantity}: ${formatPaise(line.unitPricePaise * line.quantity)}`,
      ),
      ...sumsOf(order).map(([label, paise]) => `${label}: ${formatPaise(paise)}`),
      '',
      `मेरे ऑर्डर देखें: ${myOrders}`,
    ].join('\n'),
  };
}
