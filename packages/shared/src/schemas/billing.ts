import { z } from 'zod';
import { GST_STATE_CODES, GSTIN_INVALID_MESSAGE, isValidGstin } from '../gst';
import { hiddenCharactersMessage } from '../plain-text-rule';
import { plainLine, plainLines } from './plain-text';

export const BILLING_NAME_MESSAGE = 'Enter the name for the invoice.';
export const BILLING_STATE_MESSAGE = 'Choose the billing state.';
export const BUYER_GSTIN_OTHER_STATE_MESSAGE = 'The GSTIN belongs to another state than the billing state.';
export const BUSINESS_NAME_MESSAGE = 'Enter the business name registered with the GSTIN.';
export const BILLING_ADDRESS_MAX_LENGTH = 300;
export const BILLING_ADDRESS_LENGTH_MESSAGE = `The billing address must be at most ${BILLING_ADDRESS_MAX_LENGTH} characters.`;
export const BILLING_ADDRESS_GSTIN_MESSAGE = 'Enter the billing address registered with the GSTIN.';
export const BILLING_ADDRESS_HIGH_VALUE_MESSAGE =
  'Enter the billing address: a tax invoice of ₹50,000 or more must show it.';
/** From this taxable value (₹50,000) a tax invoice names the recipient's address (CGST Rules, rule 46). */
export const BILLING_ADDRESS_REQUIRED_FROM_PAISE = 5_000_000;

/**
 * A buyer's GSTIN exactly as registered: 15 characters of 0-9 and A-Z with a correct check
 * character. Nothing is cleaned up (no trimming, no upper-casing), so what is stored and printed
 * on the invoice is what the buyer typed; lower case, spaces and look-alike letters are refused.
 */
export const buyerGstinSchema = z
  .string({ message: GSTIN_INVALID_MESSAGE })
  .refine(isValidGstin, GSTIN_INVALID_MESSAGE)
  // The shape the refine checks, for the API document; the check character is checked too.
  .meta({ pattern: '^[0-9A-Z]{15}$' });

/**
 * The buyer's billing details at checkout (POST /api/new-order `billing`): the name and state the
 * invoice is made out to, and optionally a GSTIN with its registered business name for input tax
 * credit. The GSTIN's first two digits must be the billing state's code.
 */
export const billingDetailsSchema = z
  .object({
    name: plainLine(
      z.string({ message: BILLING_NAME_MESSAGE }).trim().min(1, BILLING_NAME_MESSAGE).max(120, BILLING_NAME_MESSAGE),
      hiddenCharactersMessage('The name'),
      BILLING_NAME_MESSAGE,
    ),
    stateCode: z.enum(GST_STATE_CODES, { message: BILLING_STATE_MESSAGE }),
    gstin: buyerGstinSchema.optional(),
    businessName: plainLine(
      z
        .string({ message: BUSINESS_NAME_MESSAGE })
        .trim()
        .min(1, BUSINESS_NAME_MESSAGE)
        .max(200, 'The business name must be at most 200 characters.'),
      hiddenCharactersMessage('The business name'),
      BUSINESS_NAME_MESSAGE,
    ).optional(),
    /** The recipient's address for the invoice (rule 46): optional, needed with a GSTIN or from ₹50,000. */
    address: plainLines(
      z
        .string({ message: BILLING_ADDRESS_GSTIN_MESSAGE })
        .trim()
        .max(BILLING_ADDRESS_MAX_LENGTH, BILLING_ADDRESS_LENGTH_MESSAGE),
      hiddenCharactersMessage('The billing address'),
    ).optional(),
  })
  .superRefine((billing, ctx) => {
    if (billing.gstin !== undefined && !billing.address) {
      ctx.addIssue({ code: 'custom', path: ['address'], message: BILLING_ADDRESS_GSTIN_MESSAGE });
    }
    if (billing.gstin !== undefined && billing.businessName === undefined) {
      ctx.addIssue({ code: 'custom', path: ['businessName'], message: BUSINESS_NAME_MESSAGE });
    }
    if (billing.businessName !== undefined && billing.gstin === undefined) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: GSTIN_INVALID_MESSAGE });
    }
  })
  .refine((billing) => billing.gstin === undefined || billing.gstin.slice(0, 2) === billing.stateCode, {
    path: ['gstin'],
    message: BUYER_GSTIN_OTHER_STATE_MESSAGE,
    // Also when other fields are wrong, so the form shows every problem at once.
    when: ({ value }) => {
      const { gstin, stateCode } = (value ?? {}) as { gstin?: unknown; stateCode?: unknown };
      return typeof gstin === 'string' && isValidGstin(gstin) && GST_STATE_CODES.includes(stateCode as never);
    },
  });
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

export type BillingAddressRequirement = 'gstin' | 'high-value' | undefined;

/**
 * Why the invoice must name the recipient's address, known before submitting: a GSTIN, or a
 * taxable value of ₹50,000 or more (rule 46). Undefined while the address is optional.
 */
export function billingAddressRequirement(hasGstin: boolean, taxablePaise: number): BillingAddressRequirement {
  if (hasGstin) return 'gstin';
  return taxablePaise >= BILLING_ADDRESS_REQUIRED_FROM_PAISE ? 'high-value' : undefined;
}

/**
 * The address rule the schema cannot see: an invoice whose taxable value is ₹50,000 or more names
 * the recipient's address (rule 46 items 4 and 5), so checkout asks for one. The server prices the
 * order and checks again; the browser checks with the cart's subtotal.
 */
export function billingAddressIssue(
  billing: Pick<BillingDetails, 'address'> | undefined,
  taxablePaise: number,
): string | undefined {
  return billingAddressRequirement(false, taxablePaise) && !billing?.address
    ? BILLING_ADDRESS_HIGH_VALUE_MESSAGE
    : undefined;
}
