/**
 * GST identities: state codes and the GSTIN with its check character
 * (facts in docs: CGST Rules and the GSTN's published format).
 */

/** India's states and union territories with their GST state codes (25 merged into 26 in 2020; 28 is pre-2014 Andhra Pradesh). */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;

export type GstStateCode = (typeof GST_STATES)[number]['code'];

/** Union territories without a legislature: their state-level tax is UTGST instead of SGST. */
const UTGST_TERRITORIES: readonly string[] = ['04', '26', '31', '35', '38'];

/** The state-level half of an intra-state tax for a place of supply: SGST, or UTGST in a union territory. */
export function stateTaxName(stateCode: string): 'SGST' | 'UTGST' {
  return UTGST_TERRITORIES.includes(stateCode) ? 'UTGST' : 'SGST';
}

export const GST_STATE_CODES = GST_STATES.map((state) => state.code) as [GstStateCode, ...GstStateCode[]];

/** The state's name for a GST state code, or undefined for an unknown code. */
export function gstStateName(code: string): string | undefined {
  return GST_STATES.find((state) => state.code === code)?.name;
}

export const GSTIN_INVALID_MESSAGE = 'Enter a valid 15-character GSTIN.';
export const GSTIN_CHECK_CHARACTER_REASON = 'The last character does not match; check for a typo.';

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, 1 letter), entity code (1-9, A-Z), `Z`, check character. */
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN from its first 14 characters: each character's value
 * (position in 0-9A-Z) times 1 or 2 (odd or even position, counting from 1), the quotient
 * and remainder of that product by 36 summed; the check is `(36 - sum mod 36) mod 36`.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new RangeError('a GSTIN starts with 14 characters of 0-9 and A-Z');
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** True for a GSTIN in upper case with the right format, a known state code and a correct check character. */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_FORMAT.test(gstin)) return false;
  if (gstStateName(gstin.slice(0, 2)) === undefined) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

/**
 * Why a GSTIN of the right shape is refused, for a form to show under its message: a wrong check
 * character is almost always a typo somewhere in the first 14.
 */
export function gstinInvalidReason(gstin: string): string | undefined {
  if (!GSTIN_FORMAT.test(gstin) || gstStateName(gstin.slice(0, 2)) === undefined) return undefined;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14) ? undefined : GSTIN_CHECK_CHARACTER_REASON;
}
