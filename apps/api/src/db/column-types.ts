import type { Kysely, QueryExecutorProvider } from 'kysely';
import { PostgresAdapter } from 'kysely';

/** True when the Kysely instance (of any schema, or a transaction) talks to PostgreSQL; migrations use it too. */
export function isPostgres(db: QueryExecutorProvider): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Binary column type: bytea on PostgreSQL, blob on SQLite. */
export function binaryType(db: Kysely<unknown>): 'bytea' | 'blob' {
  return isPostgres(db) ? 'bytea' : 'blob';
}
