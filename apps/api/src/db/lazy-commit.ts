import { type Kysely, sql } from 'kysely';
import { isPostgres } from './column-types';
import { SQLITE_SYNCHRONOUS } from './database';
import type { Database } from './schema';

/**
 * On SQLite, runs `work` on one held connection whose commits do not wait for the disk (synchronous=NORMAL:
 * still atomic, and safe if the process dies; only a power cut may lose the last of them), then puts the
 * store's own setting back before the connection serves anything else.
 */
export function onSqliteWithoutDiskWait<T>(db: Kysely<Database>, work: (connection: Kysely<Database>) => Promise<T>) {
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = normal`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql.raw(`pragma synchronous = ${SQLITE_SYNCHRONOUS}`).execute(connection);
    }
  });
}

/**
 * Runs `work`, whose writes cost nothing if a power cut loses the last of them (the login throttle's rows),
 * so that on SQLite, whose commits run on the event loop, a login blocks nothing else on an fsync (see
 * onSqliteWithoutDiskWait). PostgreSQL's commits never block the event loop, and a transaction around the
 * work would hold a pooled connection longer under a burst of logins: there it runs as it is.
 */
export function withoutDiskWait<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return isPostgres(db) ? work(db) : onSqliteWithoutDiskWait(db, work);
}
