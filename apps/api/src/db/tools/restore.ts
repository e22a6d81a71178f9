import { closeSync, copyFileSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, makePrivate } from '../../lib/private-files';
import { backupSqliteFile, backupsFolder, fileTimestamp } from './backup';
import { DbToolError } from './errors';
import { runPgTool } from './pg-tools';
import { assertSqliteIntegrity, isSqliteInUse, openExistingSqlite, sqliteStoreFile, sqliteTables } from './sqlite-file';

/** A sound SQLite file is not necessarily a store: a store has Kysely's migration table. */
function assertStoreBackup(file: string): void {
  assertSqliteIntegrity(file);
  const database = openExistingSqlite(file, { readonly: true });
  try {
    if (!sqliteTables(database).includes('kysely_migration')) throw new DbToolError(`${file} is not a store backup`);
  } finally {
    database.close();
  }
}

function flushToDisk(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export interface SqliteRestore {
  restored: string;
  /** Copy of the store as it was before, kept in case the wrong backup was chosen. */
  previous: string | undefined;
}

/**
 * Puts a SQLite backup in place of DATA_DIR/store.sqlite. Refuses while a server has
 * the store open: it would keep writing to the replaced file and lose those writes.
 */
export async function restoreSqliteStore(dataDir: string, backup: string): Promise<SqliteRestore> {
  assertStoreBackup(backup);
  const store = sqliteStoreFile(dataDir);
  if (isSqliteInUse(store)) {
    throw new DbToolError(`${store} is in use. Stop the server (every instance on this DATA_DIR) before restoring.`);
  }
  let previous: string | undefined;
  if (existsSync(store)) {
    previous = path.join(backupsFolder(dataDir), `store-before-restore-${fileTimestamp()}.sqlite`);
    await backupSqliteFile(store, previous);
  }
  ensurePrivateDir(dataDir);
  // Copy beside the store first, then rename: the store is never half-written.
  const incoming = `${store}.restoring`;
  copyFileSync(backup, incoming);
  // The copy takes the backup's mode; the store is 0600 whatever the backup was.
  makePrivate(incoming);
  flushToDisk(incoming);
  // A WAL left from the old file would be replayed into the restored one and corrupt it.
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${store}${suffix}`, { force: true });
  renameSync(incoming, store);
  return { restored: store, previous };
}

/**
 * pg_restore of a pg_dump custom-format file, in one transaction: the database ends up
 * as in the backup, or unchanged when anything fails. Stop the servers first.
 */
export async function restorePostgres(url: string, backup: string): Promise<void> {
  if (!existsSync(backup)) throw new DbToolError(`No backup file at ${backup}`);
  await runPgTool('pg_restore', url, ['--clean', '--if-exists', '--no-owner', '--single-transaction', backup]);
}
