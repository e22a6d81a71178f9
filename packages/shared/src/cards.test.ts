import { describe, expect, it } from 'vitest';
import { cardFormErrors, DEMO_DECLINED_CARD, DEMO_SUCCESS_CARD, expiryError, passesLuhn } from './cards';

describe('card checks', () => {
  it('accepts the demo cards and real test numbers by Luhn', () => {
    expect(passesLuhn(DEMO_SUCCESS_CARD)).toBe(true);
    expect(passesLuhn(DEMO_DECLINED_CARD)).toBe(true);
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
  });

  it('rejects numbers failing Luhn or of the wrong length', () => {
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('1234')).toBe(false);
    expect(passesLuhn('abcd efgh ijkl mnop')).toBe(false);
  });

  it('checks expiry as MM/YY, valid to the end of the month', () => {
    const now = new Date(Date.UTC(2026, 10, 21));
    expect(expiryError('11/26', now)).toBeNull();
    expect(expiryError('10/26', now)).toBe('This card has expired.');
    expect(expiryError('13/30', now)).toBe('Enter the expiry date as MM/YY.');
    expect(expiryError('1/30', now)).toBe('Enter the expiry date as MM/YY.');
  });

  it('names every bad field', () => {
    expect(
      cardFormErrors({ cardNumber: '4111', expiry: '01/20', cvv: '12', name: '' }, new Date(Date.UTC(2026, 0, 1))),
    ).toEqual({
      cardNumber: 'Enter a valid card number.',
      expiry: 'This card has expired.',
      cvv: 'Enter the 3 or 4 digit CVV.',
      name: 'Enter the name on the card.',
    });
    expect(cardFormErrors({ cardNumber: DEMO_SUCCESS_CARD, expiry: '12/30', cvv: '123', name: 'A B' })).toEqual({});
  });
});

describe('expiry typed as four digits', () => {
  it('is read as MMYY', () => {
    const now = new Date(Date.UTC(2026, 10, 15));
    expect(expiryError('1229', now)).toBeNull();
    expect(expiryError('1026', now)).toBe('This card has expired.');
    expect(expiryError('1330', now)).toBe('Enter the expiry date as MM/YY.');
    expect(expiryError('129', now)).toBe('Enter the expiry date as MM/YY.');
  });
});
