import type { Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/** True when the Kysely instance talks to PostgreSQL; migrations use it for the few type differences. */
// biome-ignore lint/suspicious/noExplicitAny: works for any schema.
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Binary column type: bytea on PostgreSQL, blob on SQLite. */
export function binaryType(db: Kysely<unknown>): 'bytea' | 'blob' {
  return isPostgres(db) ? 'bytea' : 'blob';
}
