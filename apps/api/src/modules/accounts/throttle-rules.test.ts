import { describe, expect, it } from 'vitest';
import { retryMessage, SLOW_MAX_GAP_MS, slowGapMs, THROTTLE_WINDOW_MS, waitMs } from './throttle-rules';

const now = 1_000_000_000;
const times = (count: number, spacingMs = 1000) => Array.from({ length: count }, (_, index) => now - index * spacingMs);

describe('throttle rules', () => {
  it('a limit admits attempts below its maximum, then waits for the oldest counted one to leave the window', () => {
    const rule = { subject: 's', kind: 'limit', max: 10 } as const;
    expect(waitMs(rule, times(9), now)).toBe(0);
    expect(waitMs(rule, times(10), now)).toBe(THROTTLE_WINDOW_MS - 9000);
    expect(waitMs(rule, times(30), now)).toBe(THROTTLE_WINDOW_MS - 9000);
  });

  it('slowing is free for ten attempts, then doubles from 2 s up to 5 minutes, never a lock for the window', () => {
    expect([9, 10, 11, 12, 13].map(slowGapMs)).toEqual([0, 2000, 4000, 8000, 16000]);
    expect(slowGapMs(40)).toBe(SLOW_MAX_GAP_MS);
    expect(SLOW_MAX_GAP_MS).toBeLessThan(THROTTLE_WINDOW_MS);
    const rule = { subject: 's', kind: 'slow' } as const;
    expect(waitMs(rule, times(10, 100), now)).toBe(2000);
    expect(waitMs(rule, times(10, 100), now + 2000)).toBe(0);
  });

  it('says seconds under a minute and rounds minutes up', () => {
    expect(retryMessage(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(retryMessage(2)).toBe('Too many attempts. Please try again in 2 seconds.');
    expect(retryMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(retryMessage(900)).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});
