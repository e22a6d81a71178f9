import { describe, expect, it, vi } from 'vitest';
import { shortMemo } from './short-memo';

describe('shortMemo', () => {
  it('reads once within its age, again after it, and at once after clear()', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      let reads = 0;
      const memo = shortMemo(async () => ++reads, 1000);
      expect(await memo()).toBe(1);
      expect(await memo()).toBe(1);
      vi.advanceTimersByTime(999);
      expect(await memo()).toBe(1);
      vi.advanceTimersByTime(2);
      expect(await memo()).toBe(2);
      memo.clear();
      expect(await memo()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never keeps a failed read, and a read begun before clear() is not kept after it', async () => {
    let reads = 0;
    const memo = shortMemo(async () => {
      reads++;
      if (reads === 1) throw new Error('database away');
      return reads;
    }, 60_000);
    await expect(memo()).rejects.toThrow('database away');
    expect(await memo()).toBe(2);
    const before = memo();
    memo.clear();
    expect(await before).toBe(2);
    expect(await memo()).toBe(3);
  });

  it('peeks at a kept, finished answer without waiting: nothing before it is ready, after its age or after clear()', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      let reads = 0;
      const memo = shortMemo(async () => ++reads, 1000);
      expect(memo.peek()).toBeUndefined();
      const first = memo();
      expect(memo.peek()).toBeUndefined();
      await first;
      expect(memo.peek()).toBe(1);
      vi.advanceTimersByTime(1001);
      expect(memo.peek()).toBeUndefined();
      await memo();
      expect(memo.peek()).toBe(2);
      memo.clear();
      expect(memo.peek()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
