import { z } from 'zod';

export const PHONE_REQUIRED_MESSAGE = 'Phone number is required.';
export const PHONE_INVALID_MESSAGE = 'Enter a valid 10-digit phone number.';
export const PHONE_MOBILE_START_REASON = 'Indian mobile numbers start with 6, 7, 8 or 9.';

/**
 * Longest phone number a form takes as typed: "+91 98765 43210" is 15 characters; the rest is room
 * for extra spaces, dashes or brackets. Longer text cannot be a phone number.
 */
export const PHONE_INPUT_MAX_LENGTH = 20;

// Indian mobile numbers are ten digits starting 6-9, written with an optional +91, 0091, 91 or 0 in front.
const INDIAN_MOBILE = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/;

/** The ten digits of an Indian mobile number as people type it ("+91 98765 43210", "098765-43210"), or null. */
export function indianMobileDigits(typed: string): string | null {
  if (typed.length > PHONE_INPUT_MAX_LENGTH) return null;
  const match = INDIAN_MOBILE.exec(typed.replace(/[\s().-]/g, ''));
  return match?.[1] ?? null;
}

/**
 * Why ten digits were refused, for a form to show under the spec's message: they cannot be an
 * Indian mobile number, whose first digit is 6-9.
 */
export function phoneInvalidReason(typed: string): string | undefined {
  const digits = typed.replace(/[\s().-]/g, '').replace(/^(?:\+91|0091)/, '');
  return /^[0-5]\d{9}$/.test(digits) ? PHONE_MOBILE_START_REASON : undefined;
}

/**
 * The store's phone rule, for every form and request that takes a customer's phone: required, an
 * Indian mobile number in any usual writing; parses to the bare ten digits that are stored.
 */
export const indianMobileSchema = z
  .string({ message: PHONE_REQUIRED_MESSAGE })
  .trim()
  .min(1, PHONE_REQUIRED_MESSAGE)
  .transform((typed, ctx) => {
    const digits = indianMobileDigits(typed);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
      return z.NEVER;
    }
    return digits;
  })
  // For the API document: the characters a typed number may hold (the transform checks the rest).
  .meta({ pattern: '^[0-9+().\\s-]+$' });
/** Ten digits, first 6-9. */
export type IndianMobile = z.output<typeof indianMobileSchema>;
