import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * Rows of one read-only query against a store's database as it is on disk or on the server, for
 * tests that check a killed server process left nothing half-written. Write the query in SQL both
 * databases understand.
 */
export async function queryStore<Row>(store: { dataDir: string; databaseUrl?: string }, query: string): Promise<Row[]> {
  if (store.databaseUrl) {
    const client = new pg.Client({ connectionString: store.databaseUrl });
    await client.connect();
    try {
      return (await client.query(query)).rows as Row[];
    } finally {
      await client.end();
    }
  }
  const sqlite = new SQLite(path.join(store.dataDir, 'store.sqlite'), { readonly: true });
  try {
    return sqlite.prepare(query).all() as Row[];
  } finally {
    sqlite.close();
  }
}
