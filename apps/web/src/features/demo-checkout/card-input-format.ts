/** How the card form's number and expiry fields rewrite what is typed into them. */

const MAX_CARD_DIGITS = 19;
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The card number in groups of four as it is typed or pasted, with the caret after the same digit
 * as before. Deleting the space between groups deletes the digit before it, so backspace never sticks.
 */
export function formatCardNumberInput(
  previous: string,
  typed: string,
  caret: number,
): { value: string; caret: number } {
  let digits = digitsOf(typed);
  let digitsBefore = digitsOf(typed.slice(0, caret)).length;
  if (typed.length < previous.length && digits === digitsOf(previous) && digitsBefore > 0) {
    digits = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
    digitsBefore -= 1;
  }
  digits = digits.slice(0, MAX_CARD_DIGITS);
  digitsBefore = Math.min(digitsBefore, digits.length);
  return {
    value: digits.replace(/(\d{4})(?=\d)/g, '$1 '),
    caret: digitsBefore + Math.floor(Math.max(digitsBefore - 1, 0) / 4),
  };
}

/**
 * The expiry as MM/YY from what a phone's number pad gives ("1229"), typed with the slash, or filled
 * in as MM/YYYY. The slash appears after the month and goes again when deleted.
 */
export function formatExpiryInput(previous: string, typed: string): string {
  const longYear = /^\s*(\d{2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(typed);
  if (longYear) return `${longYear[1]}/${longYear[2]}`;
  const digits = digitsOf(typed).slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && typed.length > previous.length) return `${digits}/`;
  return digits;
}
