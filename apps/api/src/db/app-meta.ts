import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Store-wide facts kept in `app_meta` (for example that the demo catalogue was seeded). */
export async function readAppMeta(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Sets the fact unless it is already set (the first writer wins, across instances). */
export async function setAppMetaOnce(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** One cheap query: answers only when the database does (the readiness check). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await db.selectFrom('app_meta').select('key').limit(1).execute();
}
