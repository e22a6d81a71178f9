import { ACKNOWLEDGE_WITHIN_HOURS, enquiryDeadlines } from '@store/shared';
import type { EnquiryForMail } from './enquiry-mail';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

const indiaTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/**
 * To the sender of a contact-form message: its reference and by when the shop answers, so the reference is
 * not lost with the browser tab (the E-Commerce Rules ask for a complaint to be acknowledged).
 */
export function enquiryAcknowledgementMail(
  enquiry: EnquiryForMail & { createdAt: string },
  publicUrl: string,
): RenderedMail {
  const { acknowledgeBy, redressBy } = enquiryDeadlines(enquiry.createdAt, enquiry.topic);
  const about = enquiry.plan ? `${enquiry.topic} (${enquiry.plan})` : enquiry.topic;
  const lines = [
    `We have your message about ${about}. Your reference number is ${enquiry.reference}.`,
    `We will reply within ${ACKNOWLEDGE_WITHIN_HOURS} hours, by ${indiaTime.format(new Date(acknowledgeBy))} (India time).`,
    ...(redressBy
      ? [`As this is a complaint, we will resolve it by ${indiaTime.format(new Date(redressBy))} at the latest.`]
      : []),
    'Quote the reference number if you write to us again.',
  ];
  const contact = `${publicUrl}/contactus`;
  return {
    subject: `We have your message: ${enquiry.reference}`,
    html: renderHtml({
      heading: `Hello ${enquiry.name}`,
      blocks: [
        ...lines.map((line) => paragraph(escapeHtml(line))),
        paragraph('Your message:'),
        paragraph(escapeHtml(enquiry.message).replaceAll('\n', '<br />')),
      ],
      action: { label: 'Contact us', href: contact },
    }),
    text: [
      `Hello ${enquiry.name},`,
      '',
      ...lines,
      '',
      'Your message:',
      enquiry.message,
      '',
      `Contact us: ${contact}`,
    ].join('\n'),
  };
}
