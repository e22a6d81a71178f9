import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrawnPageCache } from './drawn-page-cache';

const page = (bytes: number) => 'x'.repeat(bytes);

describe('drawn page cache', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('keeps a page fresh for its time, then stale, then lets it go', () => {
    const cache = new DrawnPageCache({ ttlMs: 3000, staleMs: 10_000 });
    const kept = cache.set('/', page(10), 'source', 1009);
    expect(cache.get('/')).toEqual({ page: kept, fresh: true });
    vi.setSystemTime(3000);
    expect(cache.get('/')).toEqual({ page: kept, fresh: false });
    vi.setSystemTime(12_999);
    expect(cache.get('/')?.fresh).toBe(false);
    vi.setSystemTime(13_000);
    expect(cache.get('/')).toBeUndefined();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it('lets go of pages past their stale time with nobody asking for them', () => {
    const cache = new DrawnPageCache({ ttlMs: 3000, staleMs: 10_000 });
    cache.set('/designs?q=a', page(100), 'a', 1009);
    vi.advanceTimersByTime(5000);
    cache.set('/designs?q=b', page(50), 'b', 1009);
    expect(cache.size).toEqual({ pages: 2, bytes: 150 });
    vi.advanceTimersByTime(8000);
    expect(cache.size).toEqual({ pages: 1, bytes: 50 });
    vi.advanceTimersByTime(5000);
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets go of the oldest pages when their bytes pass the limit', () => {
    const cache = new DrawnPageCache({ maxBytes: 250 });
    for (const q of ['a', 'b', 'c']) cache.set(`/designs?q=${q}`, page(100), q, 1009);
    expect(cache.get('/designs?q=a')).toBeUndefined();
    expect(cache.get('/designs?q=b')?.fresh).toBe(true);
    expect(cache.get('/designs?q=c')?.fresh).toBe(true);
    expect(cache.size).toEqual({ pages: 2, bytes: 200 });
  });

  it('counts bytes, not characters', () => {
    const cache = new DrawnPageCache();
    cache.set('/hi', 'डिज़ाइन', 'source', undefined);
    expect(cache.size.bytes).toBe(Buffer.byteLength('डिज़ाइन'));
  });

  it('keeps a renewed page as the newest, with the same bytes and a new time', () => {
    const cache = new DrawnPageCache({ ttlMs: 3000, staleMs: 10_000, maxBytes: 250 });
    const home = cache.set('/', page(100), 'home', 1009);
    cache.set('/designs', page(100), 'designs', 1009);
    vi.setSystemTime(4000);
    const renewed = cache.renew('/', home);
    expect(renewed.html).toBe(home.html);
    expect(renewed.expiresAt).toBe(7000);
    expect(cache.size).toEqual({ pages: 2, bytes: 200 });
    cache.set('/marketing', page(100), 'marketing', undefined);
    expect(cache.get('/designs')).toBeUndefined();
    expect(cache.get('/')).toEqual({ page: renewed, fresh: true });
  });

  it('keeps one copy of a page drawn again', () => {
    const cache = new DrawnPageCache();
    cache.set('/', page(100), 'one', 1009);
    const again = cache.set('/', page(80), 'two', 1009);
    expect(cache.size).toEqual({ pages: 1, bytes: 80 });
    expect(cache.get('/')?.page).toBe(again);
  });
});
