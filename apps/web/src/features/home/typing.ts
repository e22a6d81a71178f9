import { TYPING_MS_PER_CHARACTER, TYPING_PAUSE_MS } from '@store/shared';

export interface TypingFrame {
  phraseIndex: number;
  text: string;
}

/**
 * What the typing headline shows `elapsedMs` after it started: each phrase is typed
 * one character per 100 ms, stays whole for 3000 ms, then the next phrase begins.
 */
export function typingFrame(phrases: readonly string[], elapsedMs: number): TypingFrame {
  const durations = phrases.map((phrase) => phrase.length * TYPING_MS_PER_CHARACTER + TYPING_PAUSE_MS);
  const cycle = durations.reduce((sum, duration) => sum + duration, 0);
  let remaining = cycle > 0 ? Math.max(0, elapsedMs) % cycle : 0;
  for (const [phraseIndex, phrase] of phrases.entries()) {
    const duration = durations[phraseIndex] ?? 0;
    if (remaining < duration) {
      const characters = Math.min(phrase.length, Math.floor(remaining / TYPING_MS_PER_CHARACTER));
      return { phraseIndex, text: phrase.slice(0, characters) };
    }
    remaining -= duration;
  }
  return { phraseIndex: 0, text: '' };
}
