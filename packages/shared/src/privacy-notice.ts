/**
 * The privacy notice shown before personal data is collected (sign-up, a new customer's checkout, the contact
 * form), itemised as the DPDP Rules 2025 ask. A change of wording is a new version: consents record the version.
 */
export const PRIVACY_NOTICE_VERSION = '2026-01';

/** Consents the store needs to sell (part of the contract) or to answer a message: recorded with the action. */
export const REQUIRED_PURPOSES = ['contract', 'enquiry'] as const;
/** Consents a customer may give or withdraw at any time: each is its own unticked choice. */
export const OPTIONAL_PURPOSES = ['marketing-mails', 'plan-reminders'] as const;
export const CONSENT_PURPOSES = [...REQUIRED_PURPOSES, ...OPTIONAL_PURPOSES] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

/** Where a consent was given. */
export const CONSENT_CHANNELS = ['sign-up', 'checkout', 'contact-form', 'profile'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  contract: 'Your account and orders (needed to sell to you)',
  enquiry: 'Answering your message',
  'marketing-mails': 'Offers and news sent to my inbox',
  'plan-reminders': 'Reminders before a marketing plan ends',
};

export interface NoticeItem {
  data: string;
  purpose: string;
}

/** What is collected and why; the same lines at sign-up, at checkout and on the contact form. */
export const PRIVACY_NOTICE_ITEMS: readonly NoticeItem[] = [
  { data: 'Name, email and password', purpose: 'your account, login and order mails' },
  { data: 'Phone, billing address and GSTIN', purpose: 'payment, tax invoices and credit notes' },
  { data: 'Briefs, logos and messages', purpose: 'building the website or plan you bought' },
  { data: 'Contact-form messages', purpose: 'answering you' },
  { data: 'Login records', purpose: 'keeping your account safe' },
];

export const PRIVACY_NOTICE_AGE = 'Accounts are for adults (18 or older).';

export const PRIVACY_NOTICE_WITHDRAW =
  'You can withdraw an optional consent at any time on your Privacy page; it takes effect at once.';
export const PRIVACY_NOTICE_COMPLAIN =
  'Questions or complaints: write to our Grievance Officer (see the privacy policy); you may also complain to the Data Protection Board of India.';

/** How long each kind of record is kept; the purge job and the privacy policy page use the same periods. */
export const RETENTION_DAYS = {
  throttleRows: 1,
  expiredTokens: 30,
  mailBodies: 180,
  abandonedOrders: 90,
  namePreviews: 7,
} as const;

export const RETENTION_RULES: readonly { kind: string; period: string }[] = [
  {
    kind: 'Failed-login throttling rows',
    period: `${RETENTION_DAYS.throttleRows} day at most (they count for 15 minutes)`,
  },
  { kind: 'Server request log (logins included)', period: '1 year' },
  { kind: 'Used or expired email links', period: `${RETENTION_DAYS.expiredTokens} days after they expire` },
  { kind: 'Text of mails sent to you', period: `${RETENTION_DAYS.mailBodies} days after sending` },
  { kind: 'Unpaid orders never paid for', period: `${RETENTION_DAYS.abandonedOrders} days` },
  { kind: 'Name-preview images', period: `${RETENTION_DAYS.namePreviews} days` },
  { kind: 'Consent records', period: 'while the account exists, then 3 years' },
  { kind: 'Admin audit log', period: '2 years' },
  {
    kind: 'Tax invoices, credit notes and their orders',
    period: '72 months from the due date of the annual GST return for the year (CGST Act, section 36)',
  },
];
