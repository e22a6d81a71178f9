import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ensurePrivateDir, ensurePrivateFile, makePrivate } from '../../lib/private-files';
import { DbToolError } from './errors';
import { runPgTool } from './pg-tools';
import { assertSqliteIntegrity, openExistingSqlite, sqliteStoreFile } from './sqlite-file';

/** 20261121T101500123Z: sortable, and safe in file names on every system. */
export const fileTimestamp = (date = new Date()) => date.toISOString().replace(/[-:.]/g, '');

/** DATA_DIR/backups, created (or narrowed) to 0700 like the data folder it sits in. */
export function backupsFolder(dataDir: string): string {
  const folder = path.join(dataDir, 'backups');
  ensurePrivateDir(folder);
  return folder;
}

export const defaultBackupFile = (dataDir: string, extension: 'sqlite' | 'dump') =>
  path.join(backupsFolder(dataDir), `store-${fileTimestamp()}.${extension}`);

/** A backup holds every customer's data: created 0600, in a folder created 0700. */
function prepareTarget(file: string): void {
  if (existsSync(file)) throw new DbToolError(`${file} already exists; choose another file`);
  ensurePrivateDir(path.dirname(file), false);
  ensurePrivateFile(file);
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
  makePrivate(target);
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
    makePrivate(target);
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  }
  return target;
}
