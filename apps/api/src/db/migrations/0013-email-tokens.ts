import type { Kysely } from 'kysely';

/**
 * One-time links sent by mail (password reset, email verification), stored only as SHA-256 hashes,
 * and the moment a customer's email address was verified.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts_users').addColumn('email_verified_at', 'text').execute();
  await db.schema
    .createTable('accounts_email_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('email_key', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('accounts_email_tokens_user_idx')
    .on('accounts_email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('accounts_email_tokens').execute();
  await db.schema.alterTable('accounts_users').dropColumn('email_verified_at').execute();
}
