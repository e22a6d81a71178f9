/** The buyer terms shown with every design purchase (terms modal, legal pages), in the spec's words. */
export const buyerTerms: string[] = [
  'GST extra (18% on the cart subtotal).',
  'Domain and hosting extra.',
  'Minimum 3 working days for delivery.',
  '50% advance payment before work starts.',
  'Up to two rounds of revisions.',
  'Project may be paused after 7 days without client communication.',
];
