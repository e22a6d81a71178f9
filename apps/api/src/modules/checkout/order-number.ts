import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const IST_OFFSET_MS = 330 * 60_000;

/** ORD-YYYYMMDD-XXXX with the date in India time; valid as a provider order id (letters, digits, dashes). */
export function newOrderNumber(now = new Date()): string {
  const date = new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
  const suffix = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `ORD-${date}-${suffix}`;
}
