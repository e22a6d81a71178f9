import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import {
  containsPersonalWord,
  isLongEnough,
  MIN_PASSWORD_SCORE,
  PASSWORD_MESSAGES,
  type PasswordOwner,
  personalWords,
} from './password-rules';

/**
 * The full password rule, with zxcvbn's common-password dictionaries (about 400 KB): imported
 * from '@store/shared/password-strength' by the server and, loaded on demand, by the password forms.
 */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordVerdict {
  /** zxcvbn's 0 (a listed password) to 4 (very hard to guess). */
  score: PasswordScore;
  /** Why the password is refused, or null when it is accepted. */
  problem: string | null;
}

/**
 * Only the first 64 characters are scored: past that the matching time grows fast (up to 0.5 s for
 * 256 characters, on the server's event loop), and 64 characters that pass are already strong.
 */
const SCORED_LENGTH = 64;

let checker: ZxcvbnFactory | undefined;
// Built on first use: ranking the dictionaries takes a moment.
const zxcvbn = () => {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: SCORED_LENGTH });
  return checker;
};

/** Judges a password for its owner: length after trimming, personal words, then the dictionaries. */
export function judgePassword(password: string, owner: PasswordOwner = {}): PasswordVerdict {
  const result = zxcvbn().check(password, personalWords(owner));
  const score = result.score as PasswordScore;
  if (!isLongEnough(password)) return { score, problem: PASSWORD_MESSAGES.tooShort };
  if (containsPersonalWord(password, owner)) return { score, problem: PASSWORD_MESSAGES.personal };
  if (score >= MIN_PASSWORD_SCORE) return { score, problem: null };
  const listed = result.sequence.every(
    (part) => part.pattern === 'dictionary' && String(part.dictionaryName).startsWith('passwords'),
  );
  return { score, problem: listed ? PASSWORD_MESSAGES.common : PASSWORD_MESSAGES.guessable };
}
export type { PasswordOwner } from './password-rules';
