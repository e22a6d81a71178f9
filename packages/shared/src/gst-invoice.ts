/**
 * Invoice tax math in integer paise: the CGST+SGST or IGST split of an order's GST and the
 * Indian financial year. The amount paid never changes; the split only divides the GST.
 */

/** Intra-state: CGST + SGST (half each); inter-state: IGST. */
export type SupplyType = 'INTRA' | 'INTER';

export interface TaxSplit {
  supplyType: SupplyType;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Place of supply in the seller's state is intra-state; any other state is inter-state. */
export function supplyTypeFor(sellerStateCode: string, placeOfSupplyCode: string): SupplyType {
  return sellerStateCode === placeOfSupplyCode ? 'INTRA' : 'INTER';
}

/**
 * Place of supply of a service (IGST Act s.12, general rule): a registered buyer's GSTIN state;
 * an unregistered buyer's billing state; with no address on record, the seller's own state.
 */
export function placeOfSupplyFor(
  sellerStateCode: string,
  buyer: { gstin?: string | null; stateCode?: string | null },
): string {
  if (buyer.gstin) return buyer.gstin.slice(0, 2);
  return buyer.stateCode || sellerStateCode;
}

/**
 * Splits the order's GST (already rounded on the subtotal) into its tax lines.
 * Rounding rule: CGST is half the GST rounded down to the paisa, SGST takes the rest, so
 * CGST + SGST = IGST = the GST charged, and taxable value + tax = the total paid exactly.
 */
export function splitGst(gstPaise: number, supplyType: SupplyType): TaxSplit {
  if (!Number.isSafeInteger(gstPaise) || gstPaise < 0) {
    throw new RangeError('GST must be a non-negative whole number of paise');
  }
  if (supplyType === 'INTER') return { supplyType, cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise };
  const cgstPaise = Math.floor(gstPaise / 2);
  return { supplyType, cgstPaise, sgstPaise: gstPaise - cgstPaise, igstPaise: 0 };
}

/**
 * Shares an amount among lines in proportion to their weights (taxable values) by the
 * largest-remainder method: the shares are whole paise and add up to the amount exactly.
 */
export function allocatePaise(amountPaise: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map((_, index) => (index === 0 ? amountPaise : 0));
  // BigInt keeps amount × weight exact beyond 2^53.
  const exact = weights.map((weight) => BigInt(amountPaise) * BigInt(weight));
  const shares = exact.map((value) => Number(value / BigInt(total)));
  const remainders = exact.map((value, index) => ({ index, rest: value % BigInt(total) }));
  let left = amountPaise - shares.reduce((sum, share) => sum + share, 0);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The Indian financial year (1 April–31 March, India time) of an instant, as `2026-27`. */
export function financialYearOf(instant: Date): string {
  const india = new Date(instant.getTime() + IST_OFFSET_MS);
  const month = india.getUTCMonth();
  const start = month >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The month (`2026-11`) an instant falls in, India time. */
export function indiaMonthOf(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** A month (`2026-11`) in India time as the UTC instants it starts and ends at (end excluded). */
export function indiaMonthBounds(month: string): { from: string; to: string } {
  const [year = Number.NaN, monthNumber = Number.NaN] = month.split('-').map(Number);
  const start = Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS;
  const end = Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS;
  if (!Number.isFinite(start) || monthNumber < 1 || monthNumber > 12) throw new RangeError(`not a month: ${month}`);
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

/**
 * A document number such as `INV/26-27/00042`. Rule 46 allows at most 16 characters, so the
 * year is written short (`INV/2026-27/00042` would be 17).
 */
export function documentNumber(prefix: 'INV' | 'CN', financialYear: string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) throw new RangeError('serial must be a whole number from 1');
  const number = `${prefix}/${financialYear.slice(2)}/${String(serial).padStart(5, '0')}`;
  if (number.length > 16) throw new RangeError(`document number ${number} is longer than 16 characters`);
  return number;
}
