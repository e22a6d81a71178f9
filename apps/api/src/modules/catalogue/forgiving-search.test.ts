import { describe, expect, it } from 'vitest';
import { forgivingWords, SearchVocabulary, searchWords, trigramSimilarity } from './forgiving-search';

const vocabulary = new SearchVocabulary([
  'Restaurant',
  'Spice Route Kitchen',
  'The Dosa Factory',
  'Health Services',
  'E-commerce',
  'Bakery',
  'Sweet Crumbs Bakery',
]);

describe('searchWords', () => {
  it('splits on anything but letters, marks and digits, in lower case and composed form', () => {
    expect(searchWords('  Chai & Chaat, E-commerce 24x7 ')).toEqual(['chai', 'chaat', 'e', 'commerce', '24x7']);
    expect(searchWords('शर्मा मिठाई')).toEqual(['शर्मा', 'मिठाई']);
    expect(searchWords('ज\u093Cमीन')).toEqual(searchWords('\u095Bमीन'));
    expect(searchWords("%_' --")).toEqual([]);
  });
});

describe('trigramSimilarity', () => {
  it('scores words as PostgreSQL pg_trgm does', () => {
    expect(trigramSimilarity('resturant', 'restaurant')).toBeCloseTo(8 / 13);
    expect(trigramSimilarity('bakey', 'bakery')).toBeCloseTo(4 / 9);
    expect(trigramSimilarity('dosa', 'dosa')).toBe(1);
    expect(trigramSimilarity('dosa', 'kitchen')).toBe(0);
  });
});

describe('SearchVocabulary', () => {
  it('knows every part of its words, so a half-typed word is not corrected', () => {
    expect(vocabulary.knows('rest')).toBe(true);
    expect(vocabulary.knows('dosa')).toBe(true);
    expect(vocabulary.knows('resturant')).toBe(false);
  });

  it('offers the closest words by trigram similarity or, for longer words, by at most two edits', () => {
    expect(vocabulary.closest('resturant')).toEqual(['restaurant']);
    expect(vocabulary.closest('bakey')).toEqual(['bakery']);
    expect(vocabulary.closest('factroy')).toEqual(['factory']);
    expect(vocabulary.closest('helath')).toEqual(['health']);
    expect(vocabulary.closest('zzqxv')).toEqual([]);
    // Too short to guess from: a two-letter word is left alone.
    expect(vocabulary.closest('ba')).toEqual([]);
  });

  it('turns a common Hindi word into its English word', () => {
    expect(vocabulary.closest('रेस्टोरेंट')).toEqual(['restaurant']);
    expect(vocabulary.closest('शादी')).toEqual(['wedding']);
    expect(vocabulary.closest('shaadi')).toEqual(['wedding']);
    expect(vocabulary.closest('dukaan')).toEqual(['e-commerce']);
    // A spelling the table lacks, close to one it has.
    expect(vocabulary.closest('रेस्टोरेन्ट')).toEqual(['restaurant']);
  });
});

describe('forgivingWords', () => {
  it('is undefined when every word is known: the search runs as typed', () => {
    expect(forgivingWords('Dosa Factory', vocabulary)).toBeUndefined();
    expect(forgivingWords('rest', vocabulary)).toBeUndefined();
  });

  it('is undefined when no unknown word has a close word', () => {
    expect(forgivingWords('zzqxv', vocabulary)).toBeUndefined();
    expect(forgivingWords('dosa zzqxv', vocabulary)).toBeUndefined();
  });

  it('gives each word its alternatives, leaving out unknown words nothing is close to', () => {
    expect(forgivingWords('dosa factroy', vocabulary)).toEqual([['dosa'], ['factroy', 'factory']]);
    expect(forgivingWords('resturant in delhi', vocabulary)).toEqual([['resturant', 'restaurant']]);
    expect(forgivingWords('sweet bakey', vocabulary)).toEqual([['sweet'], ['bakey', 'bakery']]);
    expect(forgivingWords('बेकरी', vocabulary)).toEqual([['बेकरी', 'bakery']]);
  });
});
