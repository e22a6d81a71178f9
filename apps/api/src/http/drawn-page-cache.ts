import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface DrawnPage {
  html: Buffer;
  expiresAt: number;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Finished pages drawn on a request, by everything they were drawn from (address, seed, settings,
 * plans, this instance's catalogue changes), for a few seconds: a page asked again costs what sending
 * its bytes costs. A change made through this instance gives new keys at once; another instance's
 * design changes show within the TTL, as the catalogue listing's do. Safe to lose: each instance keeps its own.
 */
export class DrawnPageCache {
  private readonly entries = new Map<string, DrawnPage>();

  constructor(
    private readonly ttlMs = 3000,
    private readonly maxEntries = 500,
  ) {}

  get(key: string): DrawnPage | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry;
    if (entry) this.entries.delete(key);
    return undefined;
  }

  set(key: string, html: string): DrawnPage {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry: DrawnPage = { html: Buffer.from(html), expiresAt: Date.now() + this.ttlMs };
    this.entries.set(key, entry);
    return entry;
  }
}

/** The page in the best encoding the client accepts, compressed once per entry. */
export function encodedPage(
  entry: DrawnPage,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepts = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepts)) {
    entry.br ??= brotliCompressSync(entry.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: entry.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepts)) {
    entry.gzip ??= gzipSync(entry.html, { level: 6 });
    return { body: entry.gzip, encoding: 'gzip' };
  }
  return { body: entry.html };
}
