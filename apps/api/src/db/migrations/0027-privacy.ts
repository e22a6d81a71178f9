import type { Kysely } from 'kysely';

/** Consents on record (with the notice version, time, purpose and channel) and the admin audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('privacy_consents')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text')
    .addColumn('email_key', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('notice_version', 'text', (column) => column.notNull())
    .addColumn('given_via', 'text', (column) => column.notNull())
    .addColumn('reference', 'text')
    .addColumn('given_at', 'text', (column) => column.notNull())
    .addColumn('withdrawn_at', 'text')
    .execute();
  await db.schema
    .createIndex('privacy_consents_user_idx')
    .on('privacy_consents')
    .columns(['user_id', 'purpose'])
    .execute();
  await db.schema
    .createTable('privacy_audit_log')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('admin_id', 'text', (column) => column.notNull())
    .addColumn('admin_name', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('record', 'text', (column) => column.notNull())
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('privacy_audit_log_at_idx').on('privacy_audit_log').columns(['at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('privacy_audit_log').execute();
  await db.schema.dropTable('privacy_consents').execute();
}
