import { splitPaise } from './money';

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99 in words, tens and ones joined by a hyphen ("Twenty-Three"). */
function underHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const ones = n % 10;
  const tens = TENS[Math.floor(n / 10)] as string;
  return ones === 0 ? tens : `${tens}-${ONES[ones]}`;
}

/** 1–999 in words. */
function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100); // not money: the hundreds of a number in words
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) parts.push(underHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in words in the Indian system: crore (10^7), lakh (10^5), thousand, hundred.
 * Beyond 99 crore the crores are counted in words themselves ("One Hundred Crore").
 */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole number from 0 is needed');
  if (n === 0) return ONES[0] as string;
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${indianNumberInWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${underHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${underHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(underThousand(rest));
  return parts.join(' ');
}

/**
 * An amount in paise as an invoice writes it in words:
 * 12_345_670 → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('an amount in whole paise from 0 is needed');
  const { rupees, paise: rest } = splitPaise(paise);
  const rupeesPart = `Rupees ${indianNumberInWords(rupees)}`;
  return rest === 0 ? `${rupeesPart} Only` : `${rupeesPart} and ${underHundred(rest)} Paise Only`;
}
