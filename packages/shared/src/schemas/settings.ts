import { z } from 'zod';
import { GST_STATE_CODES, GSTIN_INVALID_MESSAGE, gstStateName, isValidGstin } from '../gst';
import { hiddenCharactersMessage } from '../plain-text-rule';
import { emailSchema } from './email';
import { plainLine, plainLines } from './plain-text';
import { publicStoreSettingsSchema } from './public-settings';

export const GSTIN_OTHER_STATE_MESSAGE = "The GSTIN belongs to another state than the seller's state.";
export const CONTACT_PHONE_MESSAGE = 'Enter a phone number of 10 digits, optionally with +91 or 0 in front.';

/** Website designs: IT design and development services (gst.md; the seller's accountant confirms). */
export const DEFAULT_DESIGN_SAC = '998314';
/** Marketing plans: advertising services (gst.md; the seller's accountant confirms). */
export const DEFAULT_PLAN_SAC = '998361';
export const SAC_MESSAGE = 'Enter a SAC of 6 digits starting with 99, such as 998314.';

/** A services accounting code as GST uses it: 6 digits, services' chapter 99. */
export const sacSchema = z
  .string({ message: SAC_MESSAGE })
  .trim()
  .regex(/^99[0-9]{4}$/, SAC_MESSAGE);

/* @__NO_SIDE_EFFECTS__ */
const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** A required one-line field printed on invoices or the contact page. */
/* @__NO_SIDE_EFFECTS__ */
const text = (label: string, max: number) =>
  plainLine(requiredText(label, max), hiddenCharactersMessage(label), `${label} is required.`);

/** Digits of a contact phone as typed: spaces, dashes, brackets and a leading + are allowed around them. */
export function contactPhoneDigits(phone: string): string {
  return phone.replace(/[\s()-]/g, '').replace(/^\+/, '');
}

/**
 * A landline or mobile number to call the seller on (not the shopper's mobile): ten digits with
 * the STD code, optionally with 0, 91 or +91 in front.
 */
export const contactPhoneSchema = z
  .string({ message: 'Phone is required.' })
  .trim()
  .min(1, 'Phone is required.')
  .max(24, CONTACT_PHONE_MESSAGE)
  .refine((phone) => {
    if (!/^\+?[0-9(][0-9\s()-]*$/.test(phone)) return false;
    return /^(0|91)?[1-9][0-9]{9}$/.test(contactPhoneDigits(phone));
  }, CONTACT_PHONE_MESSAGE);

export const gstinSchema = z
  .string({ message: GSTIN_INVALID_MESSAGE })
  .trim()
  .refine(isValidGstin, GSTIN_INVALID_MESSAGE);

const addressSchema = plainLines(
  requiredText('Registered address', 500),
  hiddenCharactersMessage('Registered address'),
  'Registered address is required.',
).refine((address) => address.split('\n').length <= 6, 'Registered address must fit in 6 lines.');

/** What an admin edits on /admin/settings: the seller and the grievance officer (PUT /api/admin/settings). */
export const storeSettingsInputSchema = z
  .object({
    legalName: text('Legal name', 200),
    /** Optional: the legal name is shown where it is empty. */
    tradeName: plainLine(
      z.string().trim().max(200, 'Trade name must be at most 200 characters.'),
      hiddenCharactersMessage('Trade name'),
    ).default(''),
    gstin: gstinSchema,
    address: addressSchema,
    stateCode: z.enum(GST_STATE_CODES, { message: 'Choose the state of the registered address.' }),
    supportEmail: emailSchema,
    phone: contactPhoneSchema,
    grievanceName: text("Grievance officer's name", 120),
    grievanceDesignation: text("Grievance officer's designation", 120),
    grievanceEmail: emailSchema,
    grievancePhone: contactPhoneSchema,
    /** SAC printed on website-design lines; kept as stored when left out. */
    sacDesign: sacSchema.optional(),
    /** SAC printed on marketing-plan lines; kept as stored when left out. */
    sacPlan: sacSchema.optional(),
  })
  .refine((settings) => settings.gstin.slice(0, 2) === settings.stateCode, {
    path: ['gstin'],
    message: GSTIN_OTHER_STATE_MESSAGE,
    // Also when other fields are wrong, so the form shows every problem at once.
    when: ({ value }) => {
      const { gstin, stateCode } = (value ?? {}) as { gstin?: unknown; stateCode?: unknown };
      return typeof gstin === 'string' && isValidGstin(gstin.trim()) && gstStateName(String(stateCode)) !== undefined;
    },
  });
export type StoreSettingsInput = z.infer<typeof storeSettingsInputSchema>;
export type StoreSettingsField = keyof StoreSettingsInput;

/** The admin's view: the same, and when an admin last saved them (null: never, still as first started). */
export const storeSettingsSchema = z.object({
  ...publicStoreSettingsSchema.shape,
  updatedAt: z.string().nullable(),
  /** The SAC each new order's lines take: website designs, marketing plans. */
  sacDesign: z.string(),
  sacPlan: z.string(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
