import { describe, expect, it } from 'vitest';
import {
  GST_STATES,
  GSTIN_CHECK_CHARACTER_REASON,
  gstinCheckCharacter,
  gstinInvalidReason,
  gstStateName,
  isValidGstin,
} from './gst';

describe('GSTIN check character', () => {
  // Published GSTINs and the store's demo seller, each with the check character the GSTN issued.
  const table: Array<[gstin: string, state: string]> = [
    ['27AAPFU0939F1ZV', 'Maharashtra'],
    ['29AAGCB7383J1Z4', 'Karnataka'],
    ['24AAACC1206D1ZM', 'Gujarat'],
    ['29ABCDE1234F1ZW', 'Karnataka'],
    ['33ABCDE1234F2Z6', 'Tamil Nadu'],
  ];

  it.each(table)('%s (%s) has the right check character and state', (gstin, state) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
    expect(isValidGstin(gstin)).toBe(true);
    expect(gstStateName(gstin.slice(0, 2))).toBe(state);
  });

  it('refuses every other check character', () => {
    const [gstin] = table[0] ?? [''];
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const wrong = [...alphabet].filter((character) => character !== gstin.charAt(14));
    expect(wrong).toHaveLength(35);
    for (const character of wrong) expect(isValidGstin(gstin.slice(0, 14) + character), character).toBe(false);
  });

  it('catches a single changed character and two swapped neighbours', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU9039F1ZV')).toBe(false);
  });

  it.each([
    ['lower case', '27aapfu0939f1zv'],
    ['spaces', '27AAPFU 0939F1ZV'],
    ['14 characters', '27AAPFU0939F1Z'],
    ['16 characters', '27AAPFU0939F1ZVV'],
    ['Cyrillic А look-alike', '27АAPFU0939F1ZV'],
    ['full-width digit', '２7AAPFU0939F1ZV'],
    ['no Z in the 14th place', '27AAPFU0939F1YV'],
    ['entity code 0', '27AAPFU0939F0ZV'],
    ['unknown state code 00', '00AAPFU0939F1Z6'],
    ['empty', ''],
  ])('refuses %s', (_name, gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });

  it('lists each state code once, in order', () => {
    const codes = GST_STATES.map((state) => state.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    expect(gstStateName('29')).toBe('Karnataka');
    expect(gstStateName('25')).toBeUndefined();
  });
});

describe('gstinInvalidReason', () => {
  it.each([
    ['27AAPFU0939F1ZW', GSTIN_CHECK_CHARACTER_REASON],
    ['27AAPFU0939F1ZX', GSTIN_CHECK_CHARACTER_REASON],
    ['27AAPFU0939F1ZV', undefined],
    ['27aapfu0939f1zw', undefined],
    ['27AAPFU0939F1Z', undefined],
    ['25AAPFU0939F1ZW', undefined],
  ])('for %s is %j', (gstin, reason) => {
    expect(gstinInvalidReason(gstin)).toBe(reason);
  });
});
