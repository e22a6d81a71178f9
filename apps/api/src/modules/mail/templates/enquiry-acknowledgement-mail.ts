import {
  ACKNOWLEDGE_WITHIN_HOURS,
  ENQUIRY_TOPICS_HI,
  type EnquiryTopic,
  enquiryDeadlines,
  type Language,
  languagePath,
} from '@store/shared';
import type { EnquiryForMail } from './enquiry-mail';
import { indiaDateTime, indiaTime } from './india-time';
import { escapeHtml, paragraph, type RenderedMail, renderHtml } from './layout';

/** The acknowledgement's words in each language. */
const WORDS = {
  en: {
    subject: (reference: string) => `We have your message: ${reference}`,
    hello: (name: string) => `Hello ${name}`,
    topic: (topic: string) => topic,
    received: (about: string, reference: string) =>
      `We have your message about ${about}. Your reference number is ${reference}.`,
    replyBy: (hours: number, by: string) => `We will reply within ${hours} hours, by ${by}.`,
    redressBy: (by: string) => `As this is a complaint, we will resolve it by ${by} at the latest.`,
    quote: 'Quote the reference number if you write to us again.',
    message: 'Your message:',
    button: 'Contact us',
  },
  hi: {
    subject: (reference: string) => `आपका संदेश हमें मिल गया: ${reference}`,
    hello: (name: string) => `नमस्ते ${name}`,
    topic: (topic: string) => ENQUIRY_TOPICS_HI[topic as EnquiryTopic] ?? topic,
    received: (about: string, reference: string) =>
      `${about} के बारे में आपका संदेश हमें मिल गया है। आपका रेफ़रेंस नंबर ${reference} है।`,
    replyBy: (hours: number, by: string) => `हम ${hours} घंटे के अंदर, ${by} तक जवाब देंगे।`,
    redressBy: (by: string) => `यह शिकायत है, इसलिए हम इसे ज़्यादा से ज़्यादा ${by} तक सुलझा देंगे।`,
    quote: 'हमें दोबारा लिखें तो यह रेफ़रेंस नंबर ज़रूर बताएँ।',
    message: 'आपका संदेश:',
    button: 'संपर्क करें',
  },
} as const;

/**
 * To the sender of a contact-form message, in the language of their visit: its reference and by when the shop
 * answers, so the reference is not lost with the browser tab (the E-Commerce Rules ask for a complaint to be
 * acknowledged).
 */
export function enquiryAcknowledgementMail(
  enquiry: EnquiryForMail & { createdAt: string; language?: Language },
  publicUrl: string,
): RenderedMail {
  const language = enquiry.language ?? 'en';
  const words = WORDS[language];
  const { acknowledgeBy, redressBy } = enquiryDeadlines(enquiry.createdAt, enquiry.topic);
  const topic = words.topic(enquiry.topic);
  const about = enquiry.plan ? `${topic} (${enquiry.plan})` : topic;
  const lines = [
    words.received(about, enquiry.reference),
    words.replyBy(ACKNOWLEDGE_WITHIN_HOURS, indiaTime(acknowledgeBy, language)),
    ...(redressBy ? [words.redressBy(indiaDateTime(redressBy, language))] : []),
    words.quote,
  ];
  // A Hindi visit's contact page is the Hindi one.
  const contact = `${publicUrl}${languagePath('/contactus', language)}`;
  return {
    subject: words.subject(enquiry.reference),
    html: renderHtml({
      heading: words.hello(enquiry.name),
      blocks: [
        ...lines.map((line) => paragraph(escapeHtml(line))),
        paragraph(escapeHtml(words.message)),
        paragraph(escapeHtml(enquiry.message).replaceAll('\n', '<br />')),
      ],
      action: { label: words.button, href: contact },
    }),
    text: [
      `${words.hello(enquiry.name)},`,
      '',
      ...lines,
      '',
      words.message,
      enquiry.message,
      '',
      `${words.button}: ${contact}`,
    ].join('\n'),
  };
}
