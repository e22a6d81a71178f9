import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BUSINESS_NAME_MESSAGES } from '../business-name-rule';
import { signupInputSchema } from './accounts';
import { REFUND_REASON_REQUIRED, refundOrderSchema } from './admin';
import { BILLING_NAME_MESSAGE, BUSINESS_NAME_MESSAGE, billingDetailsSchema } from './billing';
import { businessNameSchema } from './business-name';
import { cardUploadFieldsSchema } from './catalogue-admin';
import { enquiryInputSchema } from './enquiries';
import { projectBriefDraftSchema, projectBriefSubmitSchema } from './projects';
import { storeSettingsInputSchema } from './settings';

const hidden = (label: string) => `${label} must not contain control or invisible formatting characters.`;

/** The message a schema gives for one field of an otherwise valid input, or undefined when it takes it. */
const messageAt = (schema: z.ZodType, valid: Record<string, unknown>, field: string) => (value: string) => {
  const parsed = schema.safeParse({ ...valid, [field]: value });
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
};

const settings = {
  legalName: 'Acme Web Services Pvt. Ltd.',
  tradeName: 'Acme',
  gstin: '29ABCDE1234F1ZW',
  address: '12 MG Road\nBengaluru, Karnataka 560001',
  stateCode: '29',
  supportEmail: 'help@acme.example',
  phone: '+91 80 4000 1234',
  grievanceName: 'Asha Rao',
  grievanceDesignation: 'Grievance Officer',
  grievanceEmail: 'grievance@acme.example',
  grievancePhone: '080-4000-1235',
};
const signup = { name: 'Asha Rao', email: 'asha@example.com', password: 'marigold-tram-ferry-47' };
const billing = {
  name: 'Asha Rao',
  stateCode: '27',
  gstin: '27AAPFU0939F1ZV',
  businessName: 'Rao Traders',
  address: '5 Linking Road\nMumbai 400050',
};
const brief = { businessName: 'Sharma Sweets', phone: '9876543210', email: 'a@example.com', address: 'Pune' };
const enquiry = { name: 'Asha Rao', email: 'a@example.com', phone: '9876543210', topic: 'Refund', message: 'Hi' };
const card = { title: 'Bakery', price: '999', category: 'Food' };

interface Field {
  field: string;
  check: (value: string) => string | undefined;
  /** The message for a hidden character. */
  refused: string;
  /** The message for a value with nothing visible in it (ZWJ, ZWNJ and spaces only). */
  blank: string;
  /** Fields drawn as several lines (addresses, a refund's reason) keep their line breaks. */
  multiline?: boolean;
}

const businessNameMessage = (value: string) => {
  const parsed = businessNameSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

const FIELDS: Field[] = [
  {
    field: 'sign-up name',
    check: messageAt(signupInputSchema, signup, 'name'),
    refused: hidden('Name'),
    blank: 'Name is required',
  },
  {
    field: 'billing name',
    check: messageAt(billingDetailsSchema, billing, 'name'),
    refused: hidden('The name'),
    blank: BILLING_NAME_MESSAGE,
  },
  {
    field: 'billing business name',
    check: messageAt(billingDetailsSchema, billing, 'businessName'),
    refused: hidden('The business name'),
    blank: BUSINESS_NAME_MESSAGE,
  },
  {
    field: 'billing address',
    check: messageAt(billingDetailsSchema, billing, 'address'),
    refused: hidden('The billing address'),
    blank: hidden('The billing address'),
    multiline: true,
  },
  {
    field: 'business name (preview, /designs)',
    check: businessNameMessage,
    refused: BUSINESS_NAME_MESSAGES.characters,
    blank: BUSINESS_NAME_MESSAGES.required,
  },
  {
    field: "brief's business name (draft)",
    check: messageAt(projectBriefDraftSchema, brief, 'businessName'),
    refused: hidden('Business name'),
    blank: hidden('Business name'),
  },
  {
    field: "brief's business name (submitted)",
    check: messageAt(projectBriefSubmitSchema, brief, 'businessName'),
    refused: hidden('Business name'),
    blank: 'Business name is required.',
  },
  {
    field: 'enquiry name',
    check: messageAt(enquiryInputSchema, enquiry, 'name'),
    refused: hidden('Name'),
    blank: 'Name is required.',
  },
  {
    field: "seller's legal name",
    check: messageAt(storeSettingsInputSchema, settings, 'legalName'),
    refused: hidden('Legal name'),
    blank: 'Legal name is required.',
  },
  {
    field: "seller's trade name",
    check: messageAt(storeSettingsInputSchema, settings, 'tradeName'),
    refused: hidden('Trade name'),
    blank: hidden('Trade name'),
  },
  {
    field: "seller's registered address",
    check: messageAt(storeSettingsInputSchema, settings, 'address'),
    refused: hidden('Registered address'),
    blank: 'Registered address is required.',
    multiline: true,
  },
  {
    field: "grievance officer's name",
    check: messageAt(storeSettingsInputSchema, settings, 'grievanceName'),
    refused: hidden("Grievance officer's name"),
    blank: "Grievance officer's name is required.",
  },
  {
    field: "grievance officer's designation",
    check: messageAt(storeSettingsInputSchema, settings, 'grievanceDesignation'),
    refused: hidden("Grievance officer's designation"),
    blank: "Grievance officer's designation is required.",
  },
  {
    field: "design's title (printed on invoice lines)",
    check: messageAt(cardUploadFieldsSchema, card, 'title'),
    refused: 'title must not contain control or invisible formatting characters',
    blank: 'title is required',
  },
  {
    field: "refund's reason (printed on the credit note)",
    check: messageAt(refundOrderSchema, { reason: 'Duplicate order' }, 'reason'),
    refused: hidden('The reason'),
    blank: REFUND_REASON_REQUIRED,
    multiline: true,
  },
];

/** Inside the text: at either end, trimming takes whitespace such as LF, U+2028 and U+FEFF away. */
const CONTROL = {
  NUL: 'Bob\u0000Rao',
  BEL: 'Bob\u0007Rao',
  TAB: 'Bob\tRao',
  ESC: 'Bob\u001b[31mRao',
  DEL: 'Bob\u007fRao',
  'C1 NEL': 'Bob\u0085Rao',
};
const LINE_BREAKS = {
  CR: 'Bob Traders\rGSTIN: 27AAPFU0939F1ZV',
  LF: 'Bob Traders\nGSTIN: 27AAPFU0939F1ZV',
  CRLF: 'Bob Traders\r\nGSTIN: 27AAPFU0939F1ZV',
};
const FORMAT_AND_SEPARATORS = {
  'U+202E right-to-left override': 'Bob \u202EsredarT',
  'U+202D left-to-right override': 'Bob \u202DTraders',
  'U+2066 left-to-right isolate': 'Bob \u2066Traders',
  'U+2067 right-to-left isolate': 'Bob \u2067Traders',
  'U+2068 first strong isolate': 'Bob \u2068Traders',
  'U+2069 pop directional isolate': 'Bob \u2069Traders',
  'U+200E left-to-right mark': 'Bob\u200ETraders',
  'U+200B zero-width space': 'Bob\u200BTraders',
  'U+2060 word joiner': 'Bob\u2060Traders',
  'U+FEFF byte-order mark': 'Bob\uFEFFTraders',
  'U+00AD soft hyphen': 'Bob\u00ADTraders',
  'U+E0041 tag letter A': 'Bob\u{E0041}Traders',
  'U+2028 line separator': 'Bob Traders\u2028GSTIN: 27AAPFU0939F1ZV',
  'U+2029 paragraph separator': 'Bob Traders\u2029GSTIN: 27AAPFU0939F1ZV',
};
const BLANK = { ZWJ: '\u200D', ZWNJ: '\u200C', 'ZWJ, ZWNJ and spaces': ' \u200D \u200C\u200D  ' };
const ACCEPTED = {
  'क्‍ष with ZWJ': 'क्\u200Dष',
  'क्‌ष with ZWNJ': 'क्\u200Cष',
  'शर्मा मिठाई': 'शर्मा मिठाई',
  'Asha Rao': 'Asha Rao',
  "D'Souza & Sons, Goa": "D'Souza & Sons, Goa",
  'Café Noël': 'Café Noël',
  'spaces around it': '  Asha Rao  ',
};

describe('names and other printed text refuse control and invisible formatting characters', () => {
  for (const { field, check, refused, blank, multiline } of FIELDS) {
    describe(field, () => {
      it('refuses control characters (Cc)', () => {
        for (const [what, value] of Object.entries(CONTROL)) expect(check(value), what).toBe(refused);
      });

      it(multiline ? 'keeps line breaks: the field is drawn as lines' : 'refuses line breaks', () => {
        for (const [what, value] of Object.entries(LINE_BREAKS)) {
          expect(check(value), what).toBe(multiline ? undefined : refused);
        }
      });

      it('refuses format characters (Cf) and line or paragraph separators (Zl, Zp)', () => {
        for (const [what, value] of Object.entries(FORMAT_AND_SEPARATORS)) expect(check(value), what).toBe(refused);
      });

      it('refuses a value of invisible characters only', () => {
        for (const [what, value] of Object.entries(BLANK)) expect(check(value), what).toBe(blank);
      });

      it('accepts ordinary names and Indic spellings with ZWJ or ZWNJ', () => {
        for (const [what, value] of Object.entries(ACCEPTED)) expect(check(value), what).toBeUndefined();
      });
    });
  }
});
