/**
 * Money is held as integer paise (1 rupee = 100 paise) everywhere; rupee
 * numbers appear only at the edges (the spec's `price` field, display).
 */
import type { Language } from './languages';

/** GST rate applied to the cart subtotal, in percent. */
export const GST_PERCENT = 18;

/** Rounds a non-negative rational paise amount `numerator / denominator` half-up to whole paise. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

function assertPaise(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of paise`);
  }
}

/** Converts whole or fractional rupees to paise, rounding half-up to the nearest paisa. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees) || rupees < 0) throw new RangeError('rupees must be a non-negative number');
  // toFixed avoids binary artefacts such as 10.15 * 100 = 1014.9999999999999.
  return Math.round(Number((rupees * 100).toFixed(6)));
}

/** Converts paise to a rupee number with at most two decimals (for the API's `price` and provider amounts). */
export function paiseToRupees(paise: number): number {
  assertPaise(paise, 'paise');
  return paise / 100;
}

/** Paise (a whole number, negative too) as an exact decimal rupee string: -11800 → "-118.00". */
export function paiseToDecimal(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError('paise must be a whole number');
  const { rupees, paise: rest } = splitPaise(Math.abs(paise));
  return `${paise < 0 ? '-' : ''}${rupees}.${rest.toString().padStart(2, '0')}`;
}

/** Whole rupees and the paise beyond them: 1234567 → { rupees: 12345, paise: 67 }. */
export function splitPaise(paise: number): { rupees: number; paise: number } {
  assertPaise(paise, 'paise');
  return { rupees: Math.floor(paise / 100), paise: paise % 100 };
}

/** GST on a subtotal, in paise: 18% rounded half-up to the nearest paisa. */
export function gstOnPaise(subtotalPaise: number): number {
  assertPaise(subtotalPaise, 'subtotal');
  return divideRoundHalfUp(subtotalPaise * GST_PERCENT, 100);
}

export interface PricedLine {
  /** Unit price in paise. */
  unitPaise: number;
  /** Whole quantity, at least 1. */
  quantity: number;
}

export interface CartTotals {
  subtotalPaise: number;
  gstPaise: number;
  totalPaise: number;
}

/** Subtotal (sum of unit price × quantity), GST on the subtotal, and total = subtotal + GST; all in paise. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let subtotalPaise = 0;
  for (const line of lines) {
    assertPaise(line.unitPaise, 'unit price');
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError('quantity must be a whole number of at least 1');
    }
    subtotalPaise += line.unitPaise * line.quantity;
  }
  const gstPaise = gstOnPaise(subtotalPaise);
  return { subtotalPaise, gstPaise, totalPaise: subtotalPaise + gstPaise };
}

/**
 * A decimal rupee amount ("-1234567.50", "10000000") with the ₹ sign and Indian digit grouping, the last three
 * digits and then pairs (lakh and crore): "-₹12,34,567.50", "₹1,00,00,000".
 */
function rupeeText(decimal: string): string {
  return decimal.replace(/^(-?)(\d+)/, (_, sign: string, rupees: string) =>
    rupees.length <= 3
      ? `${sign}₹${rupees}`
      : `${sign}₹${rupees.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}`,
  );
}

/**
 * Formats paise as rupees with the ₹ sign, Indian digit grouping and two decimals: 11999800 → "₹1,19,998.00".
 * The same in English and Hindi: what Intl.NumberFormat writes for en-IN and hi-IN (INR currency), which
 * money.test.ts checks it against. Written from the integer paise, so no binary fraction can round a paisa
 * away, and without Intl: a page's first number format loads the browser's number data, about 25–50 ms of
 * main thread on a fast machine (four times that on a slow phone) for a page that only shows a price.
 */
export function formatPaise(paise: number, _language: Language = 'en'): string {
  return rupeeText(paiseToDecimal(paise));
}

/**
 * What `quantity` of an item at `pricePaise` costs with its 18% GST, as the cart totals a cart of just
 * that line (GST rounded half-up to the paisa), with the ₹ sign and two decimals: 699900 → "₹8,258.82".
 */
export function formatWithGst(pricePaise: number, quantity = 1, language: Language = 'en'): string {
  return formatPaise(cartTotals([{ unitPaise: pricePaise, quantity }]).totalPaise, language);
}

/** Formats a rupee amount with paise (the API's `price`, `cartTotal`, `total` fields) the same way: 10616.46 → "₹10,616.46". */
export function formatRupees(rupees: number, language: Language = 'en'): string {
  return formatPaise(rupees < 0 ? -rupeesToPaise(-rupees) : rupeesToPaise(rupees), language);
}

/** Formats whole rupees without decimals: 9999 → "₹9,999" (plan prices, ad credit). */
export function formatWholeRupees(rupees: number, _language: Language = 'en'): string {
  if (!Number.isSafeInteger(rupees)) throw new RangeError('rupees must be a whole number');
  return rupeeText(String(rupees));
}

export interface PriceDisplay {
  /** First-year price: the design's price. */
  firstYearPaise: number;
  /** MRP shown struck through: double the price. */
  mrpPaise: number;
  /** Second year onwards: half the price, rounded half-up to the paisa. */
  renewalPaise: number;
}

/** The spec's price display: first year = price, MRP = 2 × price ("50% Off"), second year onwards = price / 2. */
export function priceDisplay(pricePaise: number): PriceDisplay {
  assertPaise(pricePaise, 'price');
  return {
    firstYearPaise: pricePaise,
    mrpPaise: pricePaise * 2,
    renewalPaise: divideRoundHalfUp(pricePaise, 2),
  };
}
