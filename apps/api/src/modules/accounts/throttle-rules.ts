/** Attempts older than this no longer count. */
export const THROTTLE_WINDOW_MS = 15 * 60_000;

/**
 * `limit`: at most `max` attempts in the window, then wait until the oldest counted one leaves it.
 * `slow`: the first SLOW_FREE_ATTEMPTS are free; after that each attempt must wait after the previous one,
 * twice as long each time, never more than SLOW_MAX_GAP_MS. A stranger can slow an account this way, never lock it.
 */
export type ThrottleRule = { subject: string; kind: 'limit'; max: number } | { subject: string; kind: 'slow' };

/** A budget an admitted attempt draws on while fewer than `max` draws are in the window; past it, the attempt goes on without. */
export interface Allowance {
  subject: string;
  max: number;
}

export const SLOW_FREE_ATTEMPTS = 10;
export const SLOW_FIRST_GAP_MS = 2_000;
export const SLOW_MAX_GAP_MS = 5 * 60_000;

/** The gap the next attempt must keep after the previous one, given the attempts already in the window. */
export function slowGapMs(attemptsInWindow: number): number {
  if (attemptsInWindow < SLOW_FREE_ATTEMPTS) return 0;
  const doublings = Math.min(attemptsInWindow - SLOW_FREE_ATTEMPTS, 20);
  return Math.min(SLOW_FIRST_GAP_MS * 2 ** doublings, SLOW_MAX_GAP_MS);
}

/**
 * Milliseconds until the rule lets one more attempt through (0: now).
 * `newestFirst` holds the times (ms) of the subject's attempts inside the window, newest first.
 */
export function waitMs(rule: ThrottleRule, newestFirst: readonly number[], now: number): number {
  if (rule.kind === 'limit') {
    if (newestFirst.length < rule.max) return 0;
    const oldestCounted = newestFirst[rule.max - 1] ?? now;
    return Math.max(1, oldestCounted + THROTTLE_WINDOW_MS - now);
  }
  const gap = slowGapMs(newestFirst.length);
  const latest = newestFirst[0];
  if (gap === 0 || latest === undefined) return 0;
  return Math.max(0, latest + gap - now);
}

export function retryMessage(seconds: number): string {
  if (seconds < 60) return `Too many attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
