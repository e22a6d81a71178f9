import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, ensurePrivateFile, makePrivate } from '../lib/private-files';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

/** SQLite's commits wait for the disk: every committed order is durable (db/lazy-commit.ts relaxes it for throttle rows). */
export const SQLITE_SYNCHRONOUS = 'FULL';

export interface DataStore {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Human-readable location for logs (file path or host/db, never a password). */
  location: string;
  close(): Promise<void>;
}

export interface DataStoreOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}

// PostgreSQL returns int8 (count, sum) as strings; every int8 we use fits in a double.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

function openSqlite(dataDir: string): DataStore {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, 'store.sqlite');
  // SQLite gives its -wal and -shm files the mode of the database file, so all three stay 0600.
  ensurePrivateFile(file);
  for (const suffix of ['-wal', '-shm']) makePrivate(`${file}${suffix}`);
  const database = new SQLite(file);
  // WAL lets readers run beside the writer; synchronous=FULL makes every committed order durable.
  database.pragma('journal_mode = WAL');
  database.pragma(`synchronous = ${SQLITE_SYNCHRONOUS}`);
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() };
}

function openPostgres(url: string, poolSize: number): DataStore {
  // A short connect timeout turns an outage into a quick 503 instead of a hung request.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 3000 });
  // A client losing its server must not crash the process: the pool replaces idle ones, and a
  // client in use also fails its query (answered 503), so its 'error' event needs a listener too.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  return {
    db,
    dialect: 'postgres',
    location: `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    close: () => db.destroy(),
  };
}

/** Opens the store's database: PostgreSQL when a URL is given, else SQLite in the data directory. */
export function openDataStore(options: DataStoreOptions): DataStore {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openSqlite(options.dataDir);
}
