import { drawnPageEtag } from './page-validators';

export interface DrawnPage {
  html: Buffer;
  /** Its validator: a repeat visit that names it gets a 304. */
  etag: string;
  /** A fingerprint of the data it was drawn from: a page past its time whose data is unchanged is kept, not drawn again. */
  source: string;
  expiresAt: number;
}

/** A kept page, and whether it is still within its time or only good while a fresh one is drawn. */
export interface KeptPage {
  page: DrawnPage;
  fresh: boolean;
}

export interface DrawnPageLimits {
  ttlMs: number;
  staleMs: number;
  /** The pages' bytes kept at most: a flood of pages asked once (new searches) must not grow the store. */
  maxBytes: number;
}

const DEFAULT_LIMITS: DrawnPageLimits = { ttlMs: 3000, staleMs: 10_000, maxBytes: 16 * 1024 * 1024 };

/**
 * Finished pages drawn on a request, by everything they were drawn from (address, seed, settings,
 * plans, this instance's catalogue changes), for a few seconds: a page asked again costs what sending
 * its bytes costs. A change made through this instance gives new keys at once; another instance's
 * design changes show within the TTL, or at worst `staleMs` later while a crowd waits on the redraw.
 * A page past its time whose data is read again unchanged is renewed (`renew`), not drawn again.
 * A page is let go once it is past its stale time, or, oldest first, when the pages' bytes pass
 * `maxBytes`. Safe to lose: each instance keeps its own.
 */
export class DrawnPageCache {
  /** Oldest first: every page is kept for the same time, so this is also the order they run out. */
  private readonly entries = new Map<string, DrawnPage>();
  private bytes = 0;
  private sweepTimer: NodeJS.Timeout | undefined;
  private readonly limits: DrawnPageLimits;

  constructor(limits: Partial<DrawnPageLimits> = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** The pages kept, and their bytes. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  get(key: string): KeptPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expiresAt > now) return { page: entry, fresh: true };
    if (entry.expiresAt + this.limits.staleMs > now) return { page: entry, fresh: false };
    this.forget(key, entry);
    return undefined;
  }

  /** Keeps a page drawn in `seed`'s shuffle (none for a page without one). */
  set(key: string, html: string, source: string, seed: number | undefined): DrawnPage {
    const bytes = Buffer.from(html);
    return this.keep(key, { html: bytes, etag: drawnPageEtag(bytes, seed), source, expiresAt: 0 });
  }

  /** Keeps `page` for another TTL: the same bytes, so their compressed copies are kept too. */
  renew(key: string, page: DrawnPage): DrawnPage {
    return this.keep(key, page);
  }

  private keep(key: string, page: DrawnPage): DrawnPage {
    const previous = this.entries.get(key);
    if (previous) this.forget(key, previous);
    const entry: DrawnPage = { ...page, expiresAt: Date.now() + this.limits.ttlMs };
    this.entries.set(key, entry);
    this.bytes += entry.html.length;
    this.sweep();
    return entry;
  }

  private forget(key: string, entry: DrawnPage): void {
    this.entries.delete(key);
    this.bytes -= entry.html.length;
  }

  /** Lets go of pages past their stale time, then the oldest while over the byte limit; runs again while any are kept. */
  private sweep = (): void => {
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      const gone = entry.expiresAt + this.limits.staleMs <= now;
      if (!gone && this.bytes <= this.limits.maxBytes) break;
      this.forget(key, entry);
    }
    if (this.entries.size > 0 && this.sweepTimer === undefined) {
      const oldest = this.entries.values().next().value as DrawnPage;
      this.sweepTimer = setTimeout(
        () => {
          this.sweepTimer = undefined;
          this.sweep();
        },
        Math.max(oldest.expiresAt + this.limits.staleMs - now, 0),
      );
      // A kept page never keeps the process alive.
      this.sweepTimer.unref();
    }
  };
}
