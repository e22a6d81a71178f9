import { describe, expect, it } from 'vitest';
import { typingFrame } from './typing';

const phrases = ['abc', 'hello'];

describe('typing headline timing', () => {
  it('types one character every 100 ms', () => {
    expect(typingFrame(phrases, 0).text).toBe('');
    expect(typingFrame(phrases, 99).text).toBe('');
    expect(typingFrame(phrases, 100).text).toBe('a');
    expect(typingFrame(phrases, 250).text).toBe('ab');
    expect(typingFrame(phrases, 300).text).toBe('abc');
  });

  it('holds the whole phrase for 3000 ms, then starts the next', () => {
    expect(typingFrame(phrases, 300 + 2999)).toEqual({ phraseIndex: 0, text: 'abc' });
    expect(typingFrame(phrases, 3300)).toEqual({ phraseIndex: 1, text: '' });
    expect(typingFrame(phrases, 3300 + 500)).toEqual({ phraseIndex: 1, text: 'hello' });
  });

  it('starts over after the last phrase', () => {
    const cycle = 3300 + 500 + 3000;
    expect(typingFrame(phrases, cycle + 100)).toEqual({ phraseIndex: 0, text: 'a' });
  });
});
