import type { Kysely } from 'kysely';
import { binaryType } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('media_files')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('asset_id', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('byte_size', 'integer', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('data', binaryType(db), (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('media_files_asset_idx').on('media_files').column('asset_id').execute();

  await db.schema
    .createTable('catalogue_categories')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('position', 'integer', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('catalogue_designs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('price_paise', 'bigint', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('image_asset_id', 'text', (column) => column.notNull())
    .addColumn('image_src', 'text', (column) => column.notNull())
    .addColumn('image_srcset', 'text', (column) => column.notNull())
    .addColumn('pdf_asset_id', 'text')
    .addColumn('pdf_src', 'text')
    .addColumn('shuffle_a', 'integer', (column) => column.notNull())
    .addColumn('shuffle_b', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('active'))
    .addColumn('demo_key', 'text', (column) => column.unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  // Paged, seeded listings walk these indexes instead of sorting the table.
  for (const key of ['shuffle_a', 'shuffle_b'] as const) {
    await db.schema
      .createIndex(`catalogue_designs_status_${key}_idx`)
      .on('catalogue_designs')
      .columns(['status', key])
      .execute();
    await db.schema
      .createIndex(`catalogue_designs_status_category_${key}_idx`)
      .on('catalogue_designs')
      .columns(['status', 'category', key])
      .execute();
  }
  await db.schema
    .createIndex('catalogue_designs_status_created_idx')
    .on('catalogue_designs')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_designs').execute();
  await db.schema.dropTable('catalogue_categories').execute();
  await db.schema.dropTable('media_files').execute();
  await db.schema.dropTable('app_meta').execute();
}
