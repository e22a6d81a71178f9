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

/**
 * Finished pages drawn on a request, by everything they were drawn from (address, seed, settings,
 * plans, this instance's catalogue changes), for a few seconds: a page asked again costs what sending
 * its bytes costs. A change made through this instance gives new keys at once; another instance's
 * design changes show within the TTL, or at worst `staleMs` later while a crowd waits on the redraw.
 * A page past its time whose data is read again unchanged is renewed (`renew`), not drawn again.
 * Safe to lose: each instance keeps its own.
 */
export class DrawnPageCache {
  private readonly entries = new Map<string, DrawnPage>();

  constructor(
    private readonly ttlMs = 3000,
    private readonly staleMs = 10_000,
    private readonly maxEntries = 500,
  ) {}

  get(key: string): KeptPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expiresAt > now) return { page: entry, fresh: true };
    if (entry.expiresAt + this.staleMs > now) return { page: entry, fresh: false };
    this.entries.delete(key);
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
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.clear();
    const entry: DrawnPage = { ...page, expiresAt: Date.now() + this.ttlMs };
    this.entries.set(key, entry);
    return entry;
  }
}
