import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** URL of the new, empty database. */
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database of its own for one test app, created through the admin
 * URL in TEST_DATABASE_URL, so test files running in parallel never share tables.
 * Undefined when TEST_DATABASE_URL is not set: the tests then run on SQLite.
 */
export async function createTestDatabase(
  adminUrl = process.env.TEST_DATABASE_URL || undefined,
): Promise<TestDatabase | undefined> {
  if (!adminUrl) return undefined;
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE ends connections a failed test may have left open.
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
