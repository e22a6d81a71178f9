import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { cacheFileKeys, deleteCacheFiles, readFile, storeCacheFile } from '../media';
import { SegmentedLru } from './segmented-lru';

/** Media role of cached name previews. */
export const NAME_PREVIEW_ROLE = 'name-preview';

/** How many drawn previews are kept unless NAME_PREVIEW_CACHE_LIMIT says otherwise (about 60 KB each at 1200 pixels). */
export const NAME_PREVIEW_CACHE_LIMIT = 500;

/**
 * Drawn previews in the media store, at most `limit`, evicted by a segmented LRU: a preview asked for a
 * second time is protected from names asked for once. The segments live in this process; at start every
 * stored preview enters probation, oldest first, and its next request protects it again.
 */
export class PreviewCache {
  private index: Promise<SegmentedLru> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly limit = NAME_PREVIEW_CACHE_LIMIT,
  ) {}

  /** The stored preview, counted as asked for again; undefined when none is stored. */
  async read(key: string) {
    const file = await readFile(this.db, key);
    const index = await this.loaded();
    if (!file) {
      index.forget(key);
      return undefined;
    }
    await deleteCacheFiles(this.db, NAME_PREVIEW_ROLE, index.hit(key));
    return file;
  }

  /** Keeps a newly drawn preview, first deleting the stored previews it replaces. */
  async store(key: string, data: Buffer): Promise<void> {
    const index = await this.loaded();
    await deleteCacheFiles(this.db, NAME_PREVIEW_ROLE, index.add(key));
    // The media store's own limit (oldest first) stays as a backstop for a second instance on the same database.
    await storeCacheFile(this.db, { key, role: NAME_PREVIEW_ROLE, contentType: 'image/webp', data }, this.limit);
  }

  private loaded(): Promise<SegmentedLru> {
    this.index ??= this.load().catch((error: unknown) => {
      this.index = undefined;
      throw error;
    });
    return this.index;
  }

  private async load(): Promise<SegmentedLru> {
    const index = new SegmentedLru(this.limit);
    // A lowered limit trims the oldest at once.
    const evicted = (await cacheFileKeys(this.db, NAME_PREVIEW_ROLE)).flatMap((key) => index.add(key));
    await deleteCacheFiles(this.db, NAME_PREVIEW_ROLE, evicted);
    return index;
  }
}
