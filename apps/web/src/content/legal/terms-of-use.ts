import { endSentence, type SellerDisplay } from '@store/shared';
import type { LegalBlock } from './legal-block';

/** Sections of /privacytouse, the terms for using the website itself ("Privacy of Use"). */
export const termsOfUse = (seller: SellerDisplay): LegalBlock[] => [
  {
    title: 'Using this website',
    paragraphs: [
      `This website is run by ${endSentence(seller.legalName)} By browsing it, creating an account or buying from it, you agree to use it in line with these terms and our Privacy Policy. If you do not agree, please do not use the website.`,
    ],
  },
  {
    title: 'Who can use it',
    paragraphs: [
      'Anyone may browse our designs. Buyers must be 18 or older, and the details you give us when you sign up or check out must be accurate and your own.',
    ],
  },
  {
    title: 'Your account',
    paragraphs: [
      'Keep your password private and log out on shared devices. You are responsible for activity on your account; tell us straight away if you think someone else has used it.',
    ],
  },
  {
    title: 'Acceptable use',
    paragraphs: ['When using this website you must not:'],
    items: [
      'Copy, resell or redistribute our designs, previews or PDFs without buying them.',
      'Try to break into, overload or disrupt the website or its servers.',
      'Use automated tools to scrape content or place orders.',
      'Upload or send content that is unlawful, misleading or infringes anyone else’s rights.',
    ],
  },
  {
    title: 'Our content',
    paragraphs: [
      `The designs, previews, text and graphics on this website belong to ${seller.legalName} or its licensors and are protected by copyright. Previews are for evaluating a design before you buy it.`,
    ],
  },
  {
    title: 'Availability',
    paragraphs: [
      'We work to keep the website available and accurate, but it is provided as is. Designs, prices and features may change, and the website may be unavailable at times for maintenance.',
    ],
  },
  {
    title: 'Links to other websites',
    paragraphs: [
      'Our pages link to services such as our social media profiles and our card payment provider. Those websites have their own terms and privacy policies, which we do not control.',
    ],
  },
  {
    title: 'Changes and governing law',
    paragraphs: [
      'We may update these terms from time to time; the version on this page applies whenever you use the website. These terms are governed by the laws of India and the courts in Mumbai, Maharashtra have exclusive jurisdiction.',
    ],
  },
];
