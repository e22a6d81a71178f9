import { endSentence, type SellerDisplay } from '@store/shared';
import { company } from '../company';
import { buyerTerms } from '../terms';
import type { LegalBlock } from './legal-block';

/** Sections of /TermsAndConditions, also the first part of /TermsAndRefundPolicy. */
export const termsAndConditions = (seller: SellerDisplay): LegalBlock[] => [
  {
    title: 'About these terms',
    paragraphs: [
      `These terms apply to every purchase from ${company.brand}, operated by ${endSentence(seller.legalName)} By placing an order you agree to them, so please read them before you buy.`,
    ],
  },
  {
    title: 'Terms at a glance',
    paragraphs: ['Every design purchase comes with these terms:'],
    items: buyerTerms,
  },
  {
    title: 'Eligibility',
    paragraphs: ['Buyers must be 18 or older and able to enter into a binding contract under Indian law.'],
  },
  {
    title: 'Our designs',
    paragraphs: [
      'Our designs are pre-designed and non-editable: the layout, styling and structure stay as shown in the preview on the design card. We set up the design you choose with your business content, such as your name, text, images and contact details.',
      'Designs are sold to more than one business. Buying a design gives you the right to use it for your own business website; it does not transfer ownership of the design itself.',
    ],
  },
  {
    title: 'Prices and payment',
    paragraphs: [
      'Prices are shown in Indian rupees. GST (18%) is charged extra and added at checkout. Domain and hosting are charged extra.',
      'Designs are one-time purchases. There are no subscriptions and we never charge your card automatically. Social media marketing plans are priced per month and arranged directly with our team; they do not renew without your agreement.',
      'A 50% advance payment is required before work starts. Online payments are handled by our card payment provider.',
    ],
  },
  {
    title: 'Delivery and revisions',
    paragraphs: [
      'Delivery takes a minimum of 3 working days, counted from when we have received your advance payment and your content. Up to two rounds of revisions to your content are included; further changes can be quoted separately.',
    ],
  },
  {
    title: 'Your responsibilities',
    paragraphs: [
      'You are responsible for the accuracy of the content you send us and for having the right to use it, including logos, photos and text. Please reply to our questions promptly: the project may be paused after 7 days without client communication and resumes when you get back in touch.',
    ],
  },
  {
    title: 'Liability',
    paragraphs: [
      'We take care to deliver working, well-made websites, but we are not liable for indirect losses such as lost profits or business interruption. Our total liability for any order is limited to the amount you paid for it.',
    ],
  },
  {
    title: 'Governing law',
    paragraphs: [
      'These terms are governed by the laws of India. Any dispute will be subject to the exclusive jurisdiction of the courts in Mumbai, Maharashtra.',
    ],
  },
];
