import type { Kysely } from 'kysely';

/** The language a consent's notice was shown in ('en' or 'hi'): both texts are the same notice version. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('privacy_consents')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('privacy_consents').dropColumn('language').execute();
}
