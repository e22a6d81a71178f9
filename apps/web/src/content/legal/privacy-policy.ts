import { endSentence, type SellerDisplay } from '@store/shared';
import { company } from '../company';
import type { LegalBlock } from './legal-block';

/** Sections of /privacypolicy (the closing "Privacy questions" contact section is rendered by the page). */
export const privacyPolicy = (seller: SellerDisplay): LegalBlock[] => [
  {
    title: 'Who we are',
    paragraphs: [
      `${company.brand} is operated by ${seller.legalName}, ${endSentence(seller.addressLine)} This policy explains what personal data we collect when you use our store, why we collect it and how we protect it. We process personal data in line with the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.`,
    ],
  },
  {
    title: 'Information we collect',
    paragraphs: ['We only collect what we need to sell you a website and deliver it:'],
    items: [
      'Your name and email address, when you create an account or log in.',
      'Your phone number, when you check out, so our team can reach you about your order.',
      'Order details: the designs you buy, amounts, GST, payment status and order references.',
      'Messages you send us by email or phone about your project.',
    ],
  },
  {
    title: 'How we use your information',
    paragraphs: ['We use your information to:'],
    items: [
      'Create and manage your account and keep you signed in.',
      'Process your order, take payment and deliver your website.',
      'Contact you about your project, revisions and support requests.',
      'Keep records required by Indian tax and accounting law.',
      'Protect the store against fraud and misuse.',
    ],
  },
  {
    title: 'Payments',
    paragraphs: [
      'Payments are handled by our card payment provider on its own secure checkout. Your card number, expiry date and CVV go directly to the provider; we never see or store card numbers. The provider tells us only whether the payment succeeded, with the order reference and amount.',
    ],
  },
  {
    title: 'Cookies and local storage',
    paragraphs: [
      "We use your browser's local storage and essential cookies to keep the items in your cart, keep you signed in (a login token and your basic account record) and remember where to return you after login. Logging out clears your session data from the browser. We do not use these for advertising.",
    ],
  },
  {
    title: 'Sharing your information',
    paragraphs: [
      'We do not sell or rent your personal data. We share it only with the card payment provider to take payment, with service providers that host our store on our behalf, and with authorities when the law requires it.',
    ],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      'We keep account details while your account is open. Order and payment records are kept for as long as Indian tax and accounting law requires, then deleted.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'You can ask us for a summary of the personal data we hold about you, ask us to correct or update it, ask us to delete your account, and withdraw your consent where we rely on it. Some order records must be kept by law even after an account is deleted.',
    ],
  },
  {
    title: 'Age requirement',
    paragraphs: [
      'Buyers must be 18 or older. We do not knowingly collect personal data from anyone under 18; if you believe a minor has shared data with us, please contact us and we will delete it.',
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'We use reasonable security practices to protect your data against loss, misuse and unauthorised access, and only staff who need your details to fulfil your order can see them.',
    ],
  },
  {
    title: 'Changes to this policy',
    paragraphs: [
      'If we change how we handle personal data, we will update this page. Please check it from time to time.',
    ],
  },
];
