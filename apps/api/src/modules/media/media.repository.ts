import { type DbHandle, ownTables } from '../../db/own-tables';
import type { MediaFilesTable, MediaTables } from './media.tables';

const own = ownTables<MediaTables>();

export type MediaFileRow = MediaFilesTable;
export type StoredFileHead = Pick<MediaFilesTable, 'key' | 'content_type' | 'byte_size' | 'sha256'>;

export function insertFiles(db: DbHandle, rows: MediaFileRow[]) {
  return own(db).insertInto('media_files').values(rows).execute();
}

export function findFile(db: DbHandle, key: string) {
  return own(db)
    .selectFrom('media_files')
    .select(['key', 'content_type', 'byte_size', 'sha256', 'data'])
    .where('key', '=', key)
    .executeTakeFirst();
}

export function deleteAssetFiles(db: DbHandle, assetId: string) {
  return own(db).deleteFrom('media_files').where('asset_id', '=', assetId).execute();
}

export async function countFiles(db: DbHandle): Promise<number> {
  const row = await own(db)
    .selectFrom('media_files')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Inserts a cache file unless its key is there already (two instances may render the same one). */
export function insertCacheFile(db: DbHandle, row: MediaFileRow) {
  return own(db)
    .insertInto('media_files')
    .values(row)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Deletes the oldest files of a role beyond `keep`. */
export async function pruneRole(db: DbHandle, role: string, keep: number): Promise<number> {
  const stale = await own(db)
    .selectFrom('media_files')
    .select('key')
    .where('role', '=', role)
    .orderBy('created_at', 'desc')
    .orderBy('key')
    .offset(keep)
    .limit(1_000_000)
    .execute();
  if (stale.length === 0) return 0;
  await own(db)
    .deleteFrom('media_files')
    .where(
      'key',
      'in',
      stale.map((row) => row.key),
    )
    .execute();
  return stale.length;
}

export async function countRole(db: DbHandle, role: string): Promise<number> {
  const row = await own(db)
    .selectFrom('media_files')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Keys of a role's files, oldest first. */
export async function keysOfRole(db: DbHandle, role: string): Promise<string[]> {
  const rows = await own(db)
    .selectFrom('media_files')
    .select('key')
    .where('role', '=', role)
    .orderBy('created_at')
    .orderBy('key')
    .execute();
  return rows.map((row) => row.key);
}

/** Deletes the files of a role stored before `before`; answers how many went. */
export async function deleteRoleCreatedBefore(db: DbHandle, role: string, before: string): Promise<number> {
  const result = await own(db)
    .deleteFrom('media_files')
    .where('role', '=', role)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes these files of a role, and no file of another role. */
export async function deleteFilesOfRole(db: DbHandle, role: string, keys: string[]): Promise<void> {
  // In slices, within every database's limit on bound values.
  for (let start = 0; start < keys.length; start += 500) {
    await own(db)
      .deleteFrom('media_files')
      .where('role', '=', role)
      .where('key', 'in', keys.slice(start, start + 500))
      .execute();
  }
}
