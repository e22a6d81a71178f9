import type { Kysely } from 'kysely';

/**
 * Each design may carry a name slot (JSON: box, face, colour, alignment, case) where a visitor's
 * business name is drawn; rendered name previews are cached in media_files by role, oldest pruned first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalogue_designs').addColumn('name_slot', 'text').execute();
  await db.schema
    .createIndex('media_files_role_created_idx')
    .on('media_files')
    .columns(['role', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('media_files_role_created_idx').execute();
  await db.schema.alterTable('catalogue_designs').dropColumn('name_slot').execute();
}
