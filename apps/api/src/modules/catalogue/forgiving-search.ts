import { HINDI_SEARCH_WORDS } from '@store/shared';
import { distance } from 'fastest-levenshtein';

/** A word needs this trigram similarity (pg_trgm's measure) to stand in for a typed word... */
const MIN_SIMILARITY = 0.4;
/** ...or, for a typed word this long, at most MAX_EDITS letters changed, added or dropped. */
const MIN_LENGTH_FOR_EDITS = 5;
const MAX_EDITS = 2;
/** Shorter words are too short to guess from. */
const MIN_LENGTH_TO_CORRECT = 3;
/** Alternatives tried per typed word: the closest, at most this many. */
const MAX_ALTERNATIVES = 3;

/** The words of a text as the search compares them: lower case, composed form, split at anything but letters and digits. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** pg_trgm's trigrams: the word padded with two spaces before and one after, every three characters. */
function trigrams(word: string): Set<string> {
  const padded = [' ', ' ', ...word, ' '];
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1) grams.add(padded.slice(index, index + 3).join(''));
  return grams;
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Shared trigrams over all distinct trigrams of the two words (0 to 1), as PostgreSQL's `similarity()`. */
export function trigramSimilarity(a: string, b: string): number {
  return similarity(trigrams(a), trigrams(b));
}

interface Entry {
  word: string;
  length: number;
  grams: Set<string>;
  /** What the search looks for when this word is the closest: itself, or a Hindi word's English one. */
  term: string;
}

function entry(word: string, term: string): Entry {
  return { word, length: [...word].length, grams: trigrams(word), term };
}

const hindiEntries: Entry[] = Object.entries(HINDI_SEARCH_WORDS).flatMap(([english, words]) =>
  words.map((word) => entry(word.normalize('NFC'), english.toLowerCase())),
);

/** The distinct words of the visible designs' titles and categories, and the Hindi words the search knows. */
export class SearchVocabulary {
  private readonly entries: Entry[];
  /** Every word once, one a line, for finding a typed word inside one. */
  private readonly text: string;

  constructor(titlesAndCategories: Iterable<string>) {
    const words = new Set<string>();
    for (const text of titlesAndCategories) for (const word of searchWords(text)) words.add(word);
    this.entries = [...[...words].map((word) => entry(word, word)), ...hindiEntries];
    this.text = `\n${[...words].join('\n')}\n`;
  }

  /** True when the word is in a title or category, whole or in part (a word being typed). */
  knows(word: string): boolean {
    return this.text.includes(word);
  }

  /**
   * The terms of the words closest to an unknown one: those at the fewest edits, most trigrams shared first
   * (so "dukaan", a Hindi word itself, is not also taken for "makaan", two edits away).
   */
  closest(word: string): string[] {
    const length = [...word].length;
    if (length < MIN_LENGTH_TO_CORRECT) return [];
    const grams = trigrams(word);
    const found: Array<{ term: string; edits: number; score: number }> = [];
    for (const candidate of this.entries) {
      const score = similarity(grams, candidate.grams);
      const editable = length >= MIN_LENGTH_FOR_EDITS && Math.abs(candidate.length - length) <= MAX_EDITS;
      if (score < MIN_SIMILARITY && !editable) continue;
      const edits = distance(word, candidate.word);
      if (score >= MIN_SIMILARITY || edits <= MAX_EDITS) found.push({ term: candidate.term, edits, score });
    }
    const fewest = Math.min(...found.map((match) => match.edits));
    const closest = found.filter((match) => match.edits === fewest).sort((a, b) => b.score - a.score);
    return [...new Set(closest.map((match) => match.term))].slice(0, MAX_ALTERNATIVES);
  }
}

/**
 * The typed search as alternatives per word (the word first), for when some word is in no title or
 * category but close to one or a Hindi word for one. Unknown words close to nothing are left out, so a
 * stray word does not hide what the others find. Undefined when the search should run as typed: every
 * word is known, or no unknown word is close to anything.
 */
export function forgivingWords(keyword: string, vocabulary: SearchVocabulary): string[][] | undefined {
  const alternatives: string[][] = [];
  let corrected = false;
  for (const word of searchWords(keyword)) {
    if (vocabulary.knows(word)) {
      alternatives.push([word]);
      continue;
    }
    const closest = vocabulary.closest(word).filter((term) => term !== word);
    if (closest.length === 0) continue;
    corrected = true;
    alternatives.push([word, ...closest]);
  }
  return corrected ? alternatives : undefined;
}
