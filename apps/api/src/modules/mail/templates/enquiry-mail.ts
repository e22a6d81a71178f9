import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

export interface EnquiryForMail {
  reference: string;
  name: string;
  email: string;
  phone: string;
  topic: string;
  plan: string | null;
  message: string;
}

/** To the shop when the contact form sends an enquiry: who wrote, about what, and their words. */
export function shopEnquiryMail(enquiry: EnquiryForMail, publicUrl: string): RenderedMail {
  const about = enquiry.plan ? `${enquiry.topic} (${enquiry.plan})` : enquiry.topic;
  const screen = `${publicUrl}/admin/enquiries`;
  return {
    subject: `Enquiry ${enquiry.reference}: ${about}`,
    html: renderHtml({
      heading: `Enquiry ${enquiry.reference}`,
      blocks: [
        paragraph(
          `<strong>${escapeHtml(enquiry.name)}</strong> (${escapeHtml(enquiry.email)}, ${escapeHtml(enquiry.phone)}) wrote about ${escapeHtml(about)}:`,
        ),
        paragraph(escapeHtml(enquiry.message).replaceAll('\n', '<br />')),
      ],
      action: { label: 'Open enquiries', href: screen },
    }),
    text: [
      `Enquiry ${enquiry.reference}`,
      '',
      `${enquiry.name} (${enquiry.email}, ${enquiry.phone}) wrote about ${about}:`,
      '',
      enquiry.message,
      '',
      `Open enquiries: ${screen}`,
    ].join('\n'),
  };
}
