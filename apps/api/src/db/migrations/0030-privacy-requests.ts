import type { Kysely } from 'kysely';
import { binaryType } from '../column-types';

/** Customers' requests for an archive of their data (with the archive) and for erasure of their account. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('privacy_exports')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('requested_at', 'text', (column) => column.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('byte_size', 'integer')
    .addColumn('data', binaryType(db))
    .execute();
  await db.schema
    .createIndex('privacy_exports_user_idx')
    .on('privacy_exports')
    .columns(['user_id', 'requested_at'])
    .execute();
  await db.schema
    .createTable('privacy_erasures')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('close_open_work', 'integer', (column) => column.notNull())
    .addColumn('requested_at', 'text', (column) => column.notNull())
    .addColumn('link_expires_at', 'text', (column) => column.notNull())
    .addColumn('erased_at', 'text')
    .execute();
  await db.schema
    .createIndex('privacy_erasures_user_idx')
    .on('privacy_erasures')
    .columns(['user_id', 'requested_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('privacy_erasures').execute();
  await db.schema.dropTable('privacy_exports').execute();
}
