import { describe, expect, it } from 'vitest';
import {
  indianMobileDigits,
  indianMobileSchema,
  PHONE_INVALID_MESSAGE,
  PHONE_MOBILE_START_REASON,
  PHONE_REQUIRED_MESSAGE,
  phoneInvalidReason,
} from './phone';

const messageOf = (typed: unknown) => {
  const parsed = indianMobileSchema.safeParse(typed);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('indianMobileSchema', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['6000000000', '6000000000'],
    ['7012345678', '7012345678'],
    ['8123456789', '8123456789'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(+91) 987-654-3210', '9876543210'],
    ['  9876543210  ', '9876543210'],
    // Ten digits that happen to begin with 91 are the number itself, not a prefix.
    ['9198765432', '9198765432'],
  ])('accepts %j as %s', (typed, digits) => {
    expect(indianMobileSchema.parse(typed)).toBe(digits);
    expect(indianMobileDigits(typed.trim())).toBe(digits);
  });

  it.each([
    ['0000000000', 'no mobile number starts with 0'],
    ['5123456789', 'no mobile number starts with 5'],
    ['1234567890', 'no mobile number starts with 1'],
    ['+91 51234 56789', 'a prefix does not make a bad number good'],
    ['12345', 'too short'],
    ['987654321', 'nine digits'],
    ['98765432101', 'eleven digits'],
    ['+1 98765 43210', 'another country code'],
    ['+92 98765 43210', 'another country code'],
    ['00 98765 43210', 'two zeros in front'],
    ['+91 0 98765 43210', 'both +91 and 0'],
    ['98765abcde', 'letters'],
    ['९८७६५४३२१०', 'digits in another script'],
    ['98765 43210 ext 1', 'extra text'],
    ['9 8 7 6 5 4 3 2 1 0 9 8', 'longer than any written number'],
    ['+91 - 98765 - 4 3 2 1 0', 'longer than the form takes, though its digits would do'],
  ])('refuses %j (%s)', (typed) => {
    expect(messageOf(typed)).toBe(PHONE_INVALID_MESSAGE);
  });

  it.each([[''], ['   '], [undefined], [null]])('asks for a number when given %j', (typed) => {
    expect(messageOf(typed)).toBe(PHONE_REQUIRED_MESSAGE);
  });

  it('keeps the spec’s messages', () => {
    expect(PHONE_REQUIRED_MESSAGE).toBe('Phone number is required.');
    expect(PHONE_INVALID_MESSAGE).toBe('Enter a valid 10-digit phone number.');
  });
});

describe('phoneInvalidReason', () => {
  it.each([
    ['1234567890', PHONE_MOBILE_START_REASON],
    ['0000000000', PHONE_MOBILE_START_REASON],
    ['+91 51234 56789', PHONE_MOBILE_START_REASON],
    ['512-345-6789', PHONE_MOBILE_START_REASON],
    ['9876543210', undefined],
    ['12345', undefined],
    ['98765432101', undefined],
    ['abcdefghij', undefined],
  ])('for %j is %j', (typed, reason) => {
    expect(phoneInvalidReason(typed)).toBe(reason);
  });
});
