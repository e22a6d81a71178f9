import type { Kysely, QueryExecutorProvider } from 'kysely';

/** What a repository function is given: any database handle (the app's, a transaction, a locked connection). */
export type DbHandle = QueryExecutorProvider;

/**
 * How a module's repository queries a handle: through only the tables `Own` the module declares in its
 * `<module>.tables.ts`, so the compiler refuses a query on another module's table. A Kysely handle is invariant
 * in its tables (the app's `Kysely<Database>` is no `Kysely<Own>`), hence the one cast, here.
 */
export const ownTables =
  <Own>() =>
  (db: DbHandle): Kysely<Own> =>
    db as Kysely<Own>;
