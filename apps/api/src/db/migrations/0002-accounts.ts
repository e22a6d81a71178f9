import type { Kysely } from 'kysely';
import { isPostgres } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts_users')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text')
    .addColumn('email_key', 'text', (column) => column.unique())
    .addColumn('username', 'text', (column) => column.unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('is_admin', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('accounts_users_created_idx').on('accounts_users').column('created_at').execute();

  await db.schema
    .createTable('accounts_login_failures')
    .addColumn('id', isPostgres(db) ? 'bigserial' : 'integer', (column) =>
      isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('failed_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('accounts_login_failures_subject_idx')
    .on('accounts_login_failures')
    .columns(['subject', 'failed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('accounts_login_failures').execute();
  await db.schema.dropTable('accounts_users').execute();
}
