import { type Kysely, sql, type Transaction } from 'kysely';
import { isPostgres } from './column-types';
import { onSqliteWithoutDiskWait } from './lazy-commit';
import type { Database } from './schema';

/** Namespace of the store's advisory locks, so they never meet another program's on a shared server. */
const ADVISORY_NAMESPACE = 7311;

/**
 * Runs `work` in a transaction that holds a lock on each key, so a read-then-write on those keys
 * is atomic across connections, processes and server instances.
 * PostgreSQL: transaction-scoped advisory locks, taken in sorted order so two callers never deadlock.
 * SQLite: `BEGIN IMMEDIATE` takes the database's write lock before the first read.
 */
export async function withKeysLocked<T>(
  db: Kysely<Database>,
  keys: readonly string[],
  work: (trx: Kysely<Database>) => Promise<T>,
  {
    waitForDisk = true,
  }: {
    /** False for writes a power cut may lose at no cost, on SQLite (db/lazy-commit.ts). */ waitForDisk?: boolean;
  } = {},
): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx: Transaction<Database>) => {
      for (const key of [...new Set(keys)].sort()) {
        await sql`select pg_advisory_xact_lock(${ADVISORY_NAMESPACE}, hashtext(${key}))`.execute(trx);
      }
      return work(trx);
    });
  }
  const onConnection = waitForDisk
    ? (locked: (connection: Kysely<Database>) => Promise<T>) => db.connection().execute(locked)
    : (locked: (connection: Kysely<Database>) => Promise<T>) => onSqliteWithoutDiskWait(db, locked);
  return onConnection(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
