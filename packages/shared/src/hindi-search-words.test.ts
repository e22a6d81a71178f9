import { describe, expect, it } from 'vitest';
import { OFFERED_CATEGORIES } from './constants';
import { HINDI_SEARCH_WORDS } from './hindi-search-words';

describe('HINDI_SEARCH_WORDS', () => {
  it.each([...OFFERED_CATEGORIES])('gives %s Devanagari words and Hindi typed in Latin letters', (category) => {
    const words = HINDI_SEARCH_WORDS[category] ?? [];
    expect(words.filter((word) => /^[\u0900-\u097F]+$/u.test(word)).length).toBeGreaterThanOrEqual(1);
    expect(words.filter((word) => /^[a-z]+$/.test(word)).length).toBeGreaterThanOrEqual(1);
  });

  it('names each word once, as one lower-case word in its composed form', () => {
    const words = Object.values(HINDI_SEARCH_WORDS).flat();
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) {
      expect(word).toBe(word.normalize('NFC').toLowerCase());
      expect(word).toMatch(/^[\p{L}\p{M}]+$/u);
    }
  });
});
