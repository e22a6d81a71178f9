import type { ErasureOutcome } from '@store/shared';

/** What an erasure removes and what the store must keep, with the reason for each: the page and the mail say it. */
export const ERASURE_OUTCOME: ErasureOutcome = {
  erased: [
    'Your name, email address and password: the account can no longer be used to log in.',
    'The email and phone number on your orders, and every detail of orders never invoiced.',
    'Your briefs, logos, pictures and project messages, and the websites’ contact details.',
    'Messages you sent with the contact form from this address.',
    'The address and text of the mails we sent you (this mail’s soon after it is sent).',
    'Your data archives, and the address on your consents.',
  ],
  kept: [
    {
      what: 'Tax invoices and credit notes as issued, with the name, billing address, state and GSTIN printed on them, and the order lines behind them.',
      why: 'The CGST Act, section 36, requires keeping them for 72 months from the due date of the annual return for their year.',
    },
    {
      what: 'Your orders’ amounts and lines, and the projects and plan months bought with them, under “Erased customer”.',
      why: 'The shop’s accounts and the kept invoices refer to them.',
    },
    {
      what: 'Your consents: what you agreed to and withdrew, when, and under which notice, without your address.',
      why: 'The store must be able to prove the consent it relied on (DPDP Act, section 6(10)).',
    },
  ],
};
