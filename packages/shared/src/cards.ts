/** Card checks for the demo provider's checkout form (the browser and the server use the same rules). */

export const DEMO_SUCCESS_CARD = '4111111111111111';
export const DEMO_DECLINED_CARD = '4000000000000002';

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number passes. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = digitsOnly(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MMYY), not in the past (a card is valid to the end of its expiry month). */
export function expiryError(expiry: string, now = new Date()): string | null {
  // MMYY too: a phone's number pad has no slash.
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return 'Enter the expiry date as MM/YY.';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'Enter the expiry date as MM/YY.';
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  return endOfMonth.getTime() <= now.getTime() ? 'This card has expired.' : null;
}

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvv: string;
  name: string;
}

/** Field-by-field problems with a card form; an empty object means it can be submitted. */
export function cardFormErrors(form: CardForm, now = new Date()): Partial<Record<keyof CardForm, string>> {
  const errors: Partial<Record<keyof CardForm, string>> = {};
  if (!passesLuhn(form.cardNumber)) errors.cardNumber = 'Enter a valid card number.';
  const expiry = expiryError(form.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(form.cvv.trim())) errors.cvv = 'Enter the 3 or 4 digit CVV.';
  if (form.name.trim().length < 2) errors.name = 'Enter the name on the card.';
  return errors;
}
