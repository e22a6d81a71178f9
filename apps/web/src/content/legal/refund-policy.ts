import type { LegalBlock } from './legal-block';

/** Body of the "Cancellation and Refund Policy" section on /TermsAndRefundPolicy. */
export const refundPolicy: LegalBlock = {
  title: 'Cancellation and Refund Policy',
  paragraphs: [
    'We want you to be happy with your website. If something is wrong, tell us quickly so we can fix it or refund you.',
  ],
  items: [
    'Refund or damage claims must be made within 2 days of receipt.',
    'Any dissatisfaction must be reported within 7 days of delivery.',
    'Approved refunds are processed in 3-5 days to your original payment method.',
    'Purchases are one-time; there are no subscriptions to cancel and no automatic renewals.',
    'Buyers must be 18 or older.',
  ],
};
