/** The buyer terms shown with every design purchase (terms modal, legal pages). */
export const buyerTerms: string[] = [
  'GST (18%) is charged extra.',
  'Domain and hosting are charged extra.',
  'Delivery takes a minimum of 3 working days.',
  'A 50% advance payment is required before work starts.',
  'Up to two rounds of revisions are included.',
  'The project may be paused after 7 days without client communication.',
];
