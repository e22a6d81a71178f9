import { describe, expect, it } from 'vitest';
import { SegmentedLru } from './segmented-lru';

const addAll = (cache: SegmentedLru, keys: string[]) => keys.flatMap((key) => cache.add(key));
const range = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

describe('SegmentedLru', () => {
  it('keeps at most the limit, evicting the least recent of names asked for once', () => {
    const cache = new SegmentedLru(3);
    expect(addAll(cache, ['a', 'b', 'c'])).toEqual([]);
    expect(cache.add('d')).toEqual(['a']);
    expect(cache.size).toBe(3);
  });

  it('keeps names asked for twice through a flood of 500 names asked for once', () => {
    const cache = new SegmentedLru(40);
    addAll(cache, ['popular', 'also popular']);
    cache.hit('popular');
    cache.hit('also popular');
    const evicted = addAll(cache, range('one-off ', 500));
    expect(evicted).toHaveLength(500 - 38);
    expect(evicted).not.toContain('popular');
    expect(cache.segmentOf('popular')).toBe('protected');
    expect(cache.segmentOf('also popular')).toBe('protected');
    expect(cache.segmentOf('one-off 499')).toBe('probation');
    expect(cache.size).toBe(40);
  });

  it('lets the protected segment hold at most its share, its least recent going back to probation', () => {
    const cache = new SegmentedLru(10);
    addAll(cache, range('k', 10));
    for (const key of range('k', 9)) cache.hit(key);
    // 80% of 10: k0 was promoted first and is demoted as the ninth arrives.
    expect(cache.segmentOf('k0')).toBe('probation');
    expect(range('k', 9).filter((key) => cache.segmentOf(key) === 'protected')).toHaveLength(8);
    // Probation now holds k9 then k0: the next new key evicts k9, the one after it k0.
    expect(cache.add('new 1')).toEqual(['k9']);
    expect(cache.add('new 2')).toEqual(['k0']);
  });

  it('refreshes a protected key, so the least recently asked protected key is demoted', () => {
    const cache = new SegmentedLru(5, 0.4);
    addAll(cache, ['a', 'b', 'c']);
    cache.hit('a');
    cache.hit('b');
    cache.hit('a');
    cache.hit('c');
    expect(cache.segmentOf('b')).toBe('probation');
    expect(cache.segmentOf('a')).toBe('protected');
  });

  it('never evicts the key just added, even with every other key protected', () => {
    const cache = new SegmentedLru(2, 1);
    addAll(cache, ['a', 'b']);
    cache.hit('a');
    cache.hit('b');
    expect(cache.segmentOf('a')).toBe('probation');
    expect(cache.add('c')).toEqual(['a']);
    expect([cache.segmentOf('b'), cache.segmentOf('c')]).toEqual(['protected', 'probation']);
  });

  it('adds a key it did not know when it is found stored, and forgets a key found missing', () => {
    const cache = new SegmentedLru(2);
    expect(cache.hit('stored elsewhere')).toEqual([]);
    expect(cache.segmentOf('stored elsewhere')).toBe('probation');
    cache.forget('stored elsewhere');
    expect(cache.size).toBe(0);
    expect(addAll(cache, ['a', 'a', 'b'])).toEqual([]);
    expect(cache.size).toBe(2);
  });
});
