import { compressedOnce } from '../../lib/compressed-once';

export interface ListingEntry {
  json: Buffer;
  total: number;
  expiresAt: number;
}

/**
 * Finished catalogue answers (JSON and its compressed forms) for a few seconds. Writes made
 * through this instance clear it at once; another instance's writes show within the TTL.
 * Safe to lose: each instance keeps its own.
 */
export class ListingCache {
  private readonly entries = new Map<string, ListingEntry>();

  constructor(
    private readonly ttlMs = 3000,
    private readonly maxEntries = 1000,
  ) {}

  get(key: string): ListingEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, json: string, total: number): ListingEntry {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry: ListingEntry = { json: Buffer.from(json), total, expiresAt: Date.now() + this.ttlMs };
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The entry's body in the best encoding the client accepts, each encoding made once per entry. */
export function encodedBody(
  entry: ListingEntry,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (entry.json.byteLength < 1024) return { body: entry.json };
  return compressedOnce(entry.json, acceptEncoding);
}
