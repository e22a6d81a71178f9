import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DbToolError } from './errors';
import { runPgTool } from './pg-tools';
import { assertSqliteIntegrity, openExistingSqlite, sqliteStoreFile } from './sqlite-file';

/** 20261121T101500123Z: sortable, and safe in file names on every system. */
export const fileTimestamp = (date = new Date()) => date.toISOString().replace(/[-:.]/g, '');

export const defaultBackupFile = (dataDir: string, extension: 'sqlite' | 'dump') =>
  path.join(dataDir, 'backups', `store-${fileTimestamp()}.${extension}`);

function prepareTarget(file: string): void {
  if (existsSync(file)) throw new DbToolError(`${file} already exists; choose another file`);
  mkdirSync(path.dirname(file), { recursive: true });
}

/**
 * Copies a SQLite file with SQLite's online backup API while the server may keep
 * writing. All pages go in one step, under one read snapshot: copied in small steps, a
 * write from the server would restart the backup, forever under steady traffic.
 */
export async function backupSqliteFile(source: string, target: string): Promise<void> {
  const database = openExistingSqlite(source, { readonly: true });
  try {
    prepareTarget(target);
  } catch (error) {
    database.close();
    throw error;
  }
  try {
    await database.backup(target, { progress: () => 0x7fffffff });
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  } finally {
    database.close();
  }
  // A self-contained file (no -wal beside it) that opens read-only anywhere.
  const copy = new SQLite(target);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  assertSqliteIntegrity(target);
}

/** Backs up the SQLite store in dataDir; returns the backup's path. */
export async function backupSqliteStore(dataDir: string, target = defaultBackupFile(dataDir, 'sqlite')) {
  await backupSqliteFile(sqliteStoreFile(dataDir), target);
  return target;
}

/** pg_dump in its custom format (compressed, restored with pg_restore); returns the file's path. */
export async function backupPostgres(url: string, target: string): Promise<string> {
  prepareTarget(target);
  try {
    await runPgTool('pg_dump', url, ['--format=custom', '--no-owner', `--file=${target}`]);
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  }
  return target;
}
