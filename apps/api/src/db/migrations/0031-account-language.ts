import type { Kysely } from 'kysely';

/** The language a customer chose for the store ('en' or 'hi'), for their pages and mails; null until they choose. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts_users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts_users').dropColumn('language').execute();
}
