import { existsSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DbToolError } from './errors';

/** The store's SQLite file inside a data directory (the path database.ts opens). */
export const sqliteStoreFile = (dataDir: string) => path.join(dataDir, 'store.sqlite');

/** Opens an existing SQLite file; unlike openDataStore it never creates an empty one from a typo. */
export function openExistingSqlite(file: string, options: { readonly?: boolean } = {}): SQLite.Database {
  if (!existsSync(file)) throw new DbToolError(`No SQLite database at ${file}`);
  const database = new SQLite(file, { fileMustExist: true, readonly: options.readonly ?? false });
  database.pragma('busy_timeout = 5000');
  return database;
}

/** Runs SQLite's integrity check; throws with its findings unless the file is sound. */
export function assertSqliteIntegrity(file: string): void {
  let database: SQLite.Database | undefined;
  try {
    database = openExistingSqlite(file, { readonly: true });
    const findings = database.pragma('integrity_check') as Array<{ integrity_check: string }>;
    const problems = findings.map((row) => row.integrity_check).filter((text) => text !== 'ok');
    if (problems.length > 0) throw new DbToolError(`${file} failed the integrity check: ${problems.join('; ')}`);
  } catch (error) {
    if (error instanceof DbToolError) throw error;
    throw new DbToolError(`${file} is not a readable SQLite database (${(error as Error).message})`);
  } finally {
    database?.close();
  }
}

/**
 * True when another connection (a running server) has the file open. In WAL mode every
 * open connection holds a shared lock, so an exclusive lock is granted only to the sole user.
 */
export function isSqliteInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const database = new SQLite(file, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 0');
    database.pragma('locking_mode = EXCLUSIVE');
    database.exec('BEGIN EXCLUSIVE');
    database.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    database.close();
  }
}

/** Table names in a SQLite database, without SQLite's own. */
export function sqliteTables(database: SQLite.Database): string[] {
  const rows = database
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as Array<{ name: string }>;
  return rows.map((row) => row.name);
}
