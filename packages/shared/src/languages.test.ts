import { describe, expect, it } from 'vitest';
import { languageFromCookie, languagePath, prefersHindi, splitLanguagePath } from './languages';
import { formatPaise, formatWholeRupees, formatWithGst } from './money';

describe('the addresses of the two languages', () => {
  it.each([
    ['/', 'en', '/'],
    ['/designs', 'en', '/designs'],
    ['/hi', 'hi', '/'],
    ['/hi/designs', 'hi', '/designs'],
    ['/hi/designs/chai-corner', 'hi', '/designs/chai-corner'],
    ['/history', 'en', '/history'],
  ] as const)('%s is %s at %s', (address, language, path) => {
    expect(splitLanguagePath(address)).toEqual({ language, path });
    expect(languagePath(path, language)).toBe(address);
  });
});

describe('the chosen language', () => {
  it('is read from the lang cookie among others, and nothing else counts as one', () => {
    expect(languageFromCookie('theme=dark; lang=hi; x=1')).toBe('hi');
    expect(languageFromCookie('lang=en')).toBe('en');
    expect(languageFromCookie('lang=fr')).toBeUndefined();
    expect(languageFromCookie('slang=hi')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });

  it('is suggested as Hindi only when the browser puts Hindi before English', () => {
    expect(prefersHindi(['hi-IN', 'en-US'])).toBe(true);
    expect(prefersHindi(['mr-IN', 'hi', 'en'])).toBe(true);
    expect(prefersHindi(['en-IN', 'hi-IN'])).toBe(false);
    expect(prefersHindi(['ta-IN'])).toBe(false);
  });
});

describe('rupees in Hindi', () => {
  it('are written as in English (en-IN and hi-IN both group lakh and crore)', () => {
    expect(formatPaise(11999800, 'hi')).toBe(formatPaise(11999800));
    expect(formatPaise(11999800, 'hi')).toBe('₹1,19,998.00');
    expect(formatWholeRupees(9999, 'hi')).toBe('₹9,999');
    expect(formatWithGst(699900, 1, 'hi')).toBe('₹8,258.82');
  });
});
