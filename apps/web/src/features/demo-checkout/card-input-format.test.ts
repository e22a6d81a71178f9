import { describe, expect, it } from 'vitest';
import { formatCardNumberInput, formatExpiryInput } from './card-input-format';

describe('card number as typed', () => {
  it.each([
    // [before, typed value, caret in typed value] -> [value, caret]
    ['', '4', 1, '4', 1],
    ['4111', '41111', 5, '4111 1', 6],
    ['4111 1111 1111 111', '4111 1111 1111 1111', 19, '4111 1111 1111 1111', 19],
    ['', '4111111111111111', 16, '4111 1111 1111 1111', 19],
    ['', '4111-1111 1111-1111', 19, '4111 1111 1111 1111', 19],
    // A digit typed in the middle keeps the caret after it.
    ['4111 1111', '41911 1111', 3, '4191 1111 1', 3],
    // Deleting the space deletes the digit before it.
    ['4111 1', '41111', 4, '4111', 3],
    ['4111 2222 3', '4111 22223', 9, '4111 2223', 8],
  ])('%j then %j (caret %i) is %j with the caret at %i', (before, typed, caret, value, caretAfter) => {
    expect(formatCardNumberInput(before, typed, caret)).toEqual({ value, caret: caretAfter });
  });

  it('keeps at most 19 digits', () => {
    expect(formatCardNumberInput('', '12345678901234567890123', 23).value).toBe('1234 5678 9012 3456 789');
  });
});

describe('expiry as typed', () => {
  it.each([
    ['', '1', '1'],
    ['1', '12', '12/'],
    ['12/', '12', '12'],
    ['12/', '12/2', '12/2'],
    ['', '1229', '12/29'],
    ['12/2', '12/29', '12/29'],
    ['', '12/29', '12/29'],
    ['', '12 / 29', '12/29'],
    ['12/29', '12/291', '12/29'],
  ])('%j then %j is %j', (before, typed, value) => {
    expect(formatExpiryInput(before, typed)).toBe(value);
  });
});
