export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** Questions answered on the home page; every answer restates a rule from our terms and refund policy. */
export const faqEntries: FaqEntry[] = [
  {
    id: 'delivery',
    question: 'How quickly will my website be ready?',
    answer:
      'You can choose and pay for a design in minutes. Setting it up with your business details takes a minimum of 3 working days from the time we receive your advance payment and content.',
  },
  {
    id: 'gst',
    question: 'Is GST included in the price?',
    answer: 'No. GST at 18% is charged extra and is added to your cart subtotal at checkout.',
  },
  {
    id: 'domain-hosting',
    question: 'Are a domain name and hosting included?',
    answer: 'No. Domain registration and hosting are not part of the design price and are charged extra.',
  },
  {
    id: 'advance',
    question: 'How much do I pay before work starts?',
    answer: 'We start work once a 50% advance payment has been received.',
  },
  {
    id: 'revisions',
    question: 'Can I ask for changes?',
    answer:
      'Our designs are pre-designed and non-editable, so the layout stays as shown in the preview. Up to two rounds of revisions to your content are included.',
  },
  {
    id: 'dissatisfaction',
    question: 'What if I am not happy with my website?',
    answer:
      'Tell us as soon as possible so we can put it right. Any dissatisfaction must be reported within 7 days of delivery.',
  },
  {
    id: 'refunds',
    question: 'How do refunds work?',
    answer:
      'Refund or damage claims must be made within 2 days of receipt. Once a refund is approved, it is processed in 3-5 days to your original payment method.',
  },
  {
    id: 'subscription',
    question: 'Is this a subscription?',
    answer:
      'No. Every design is a one-time purchase with no subscription and no automatic charges. Buyers must be 18 or older.',
  },
];
