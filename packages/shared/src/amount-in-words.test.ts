import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [12_345_670, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only'],
    [353_882, 'Rupees Three Thousand Five Hundred Thirty-Eight and Eighty-Two Paise Only'],
    [2_123_764, 'Rupees Twenty-One Thousand Two Hundred Thirty-Seven and Sixty-Four Paise Only'],
    [100, 'Rupees One Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [0, 'Rupees Zero Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      1_234_567_899,
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety-Nine Paise Only',
    ],
    [1_000_000_000_000, 'Rupees One Thousand Crore Only'],
    [10_101_001_100, 'Rupees Ten Crore Ten Lakh Ten Thousand Eleven Only'],
  ])('%i paise is "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});

describe('indianNumberInWords', () => {
  it('groups by crore, lakh, thousand and hundred', () => {
    expect(indianNumberInWords(99_99_99_999)).toBe(
      'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
    expect(indianNumberInWords(100_000)).toBe('One Lakh');
    expect(indianNumberInWords(1_00_00_000)).toBe('One Crore');
    expect(indianNumberInWords(200_000_000)).toBe('Twenty Crore');
    expect(indianNumberInWords(1010)).toBe('One Thousand Ten');
    expect(indianNumberInWords(40)).toBe('Forty');
  });
});
