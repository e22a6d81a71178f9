import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Media role of cached name previews. */
export const NAME_PREVIEW_ROLE = 'name-preview';

// The media module writes and reads these rows (storeCacheFile, readFile); which previews to keep is this
// module's choice, so it lists and deletes the rows of its own role here, and no others.

/** Keys of the stored previews, oldest first. */
export async function cachedPreviewKeys(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('media_files')
    .select('key')
    .where('role', '=', NAME_PREVIEW_ROLE)
    .orderBy('created_at')
    .orderBy('key')
    .execute();
  return rows.map((row) => row.key);
}

export async function deleteCachedPreviews(db: Kysely<Database>, keys: string[]): Promise<void> {
  // In slices, within every database's limit on bound values.
  for (let start = 0; start < keys.length; start += 500) {
    await db
      .deleteFrom('media_files')
      .where('role', '=', NAME_PREVIEW_ROLE)
      .where('key', 'in', keys.slice(start, start + 500))
      .execute();
  }
}
