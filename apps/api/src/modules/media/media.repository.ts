import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MediaFilesTable } from './media.tables';

export type MediaFileRow = MediaFilesTable;
export type StoredFileHead = Pick<MediaFilesTable, 'key' | 'content_type' | 'byte_size' | 'sha256'>;

export function insertFiles(db: Kysely<Database>, rows: MediaFileRow[]) {
  return db.insertInto('media_files').values(rows).execute();
}

export function findFile(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('media_files')
    .select(['key', 'content_type', 'byte_size', 'sha256', 'data'])
    .where('key', '=', key)
    .executeTakeFirst();
}

export function deleteAssetFiles(db: Kysely<Database>, assetId: string) {
  return db.deleteFrom('media_files').where('asset_id', '=', assetId).execute();
}

export async function countFiles(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('media_files')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
