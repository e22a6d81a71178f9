import { describe, expect, it } from 'vitest';
import { HashingPace } from './hashing-pace';

/** A pace whose event loop reads as busy as `load` says, at each reading. */
function paceWith(threads: number, load: { value: number }) {
  return new HashingPace(threads, () => load.value);
}

describe('hashing pace', () => {
  it('starts every hash at once while the event loop is idle (a flood of logins alone)', () => {
    const load = { value: 0.2 };
    const pace = paceWith(1, load);
    expect(pace.wait(0)).toBe(0);
    pace.finished(12, 12);
    expect(pace.wait(12)).toBe(0);
  });

  it('keeps hashing to a quarter of a core per thread while the event loop is busy, from its next reading', () => {
    const load = { value: 0.9 };
    const one = paceWith(1, load);
    expect(one.wait(0)).toBe(0);
    one.finished(12, 12);
    // 12 ms of hashing, then three times as long for everything else: a quarter of the core.
    expect(one.wait(12)).toBe(36);
    expect(one.wait(40)).toBe(8);
    expect(one.wait(48)).toBe(0);

    const three = paceWith(3, load);
    three.wait(0);
    three.finished(12, 12);
    expect(three.wait(12)).toBe(4);
  });

  it('reads the event loop again after 100 ms: hashing goes back to full speed when the crowd is gone', () => {
    const load = { value: 0.9 };
    const pace = paceWith(1, load);
    pace.wait(0);
    pace.finished(40, 40);
    expect(pace.wait(60)).toBe(100);
    load.value = 0.1;
    // The reading made at 0 ms stands until 100 ms.
    expect(pace.wait(80)).toBe(80);
    expect(pace.wait(100)).toBe(0);
  });
});
