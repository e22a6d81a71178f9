import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const IST_OFFSET_MS = 330 * 60_000;

/** ENQ-YYYYMMDD-XXXXX with the date in India time: easy to read out on the phone (no I, L, O or U). */
export function newEnquiryReference(now = new Date()): string {
  const date = new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  const suffix = Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `ENQ-${date}-${suffix}`;
}
