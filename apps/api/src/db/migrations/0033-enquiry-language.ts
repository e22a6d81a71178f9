import type { Kysely } from 'kysely';

/** The language of the visit an enquiry came from ('en' or 'hi'): its acknowledgement is written in it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('enquiries_messages')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enquiries_messages').dropColumn('language').execute();
}
