import type { Kysely } from 'kysely';

/** Each design may carry a name slot (JSON: box, face, colour, alignment, case) where a visitor's business name is drawn. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalogue_designs').addColumn('name_slot', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalogue_designs').dropColumn('name_slot').execute();
}
