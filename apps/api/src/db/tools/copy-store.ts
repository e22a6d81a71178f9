import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDataStore } from '../database';
import { migrateToLatest } from '../migrate';
import { type AnyDb, copyTable } from './copy-table';
import { DbToolError } from './errors';
import { resetSequences } from './postgres-sequences';
import { isSqliteInUse, openExistingSqlite, sqliteTables } from './sqlite-file';
import { TABLE_ORDER, type TableName, unknownTables } from './table-order';
import { verifyMediaFiles } from './verify-media';

export interface CopiedTable {
  table: TableName;
  rows: number;
}

async function countRows(db: AnyDb, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

function sourceMigrations(source: SQLite.Database, file: string): string[] {
  if (!sqliteTables(source).includes('kysely_migration')) throw new DbToolError(`${file} is not a store database`);
  const rows = source.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

async function checkSameVersion(source: SQLite.Database, file: string, target: AnyDb): Promise<void> {
  const from = sourceMigrations(source, file);
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(target);
  const to = rows.map((row) => row.name);
  if (from.join() !== to.join()) {
    throw new DbToolError(
      `${file} is at migration ${from.at(-1) ?? '(none)'} but this version of the store expects ${to.at(-1)}. ` +
        'Start the server once on the SQLite store (it migrates at start), stop it, then copy.',
    );
  }
}

async function assertEmpty(target: AnyDb): Promise<void> {
  const filled: string[] = [];
  for (const table of TABLE_ORDER) {
    const rows = await countRows(target, table);
    if (rows > 0) filled.push(`${table} (${rows})`);
  }
  if (filled.length > 0) {
    throw new DbToolError(
      `The target database already holds rows: ${filled.join(', ')}. Copy into a new, empty database ` +
        '(and do not start the server on it before the copy: it would seed it).',
    );
  }
}

/**
 * Copies every row of a SQLite store (media files included) into an empty PostgreSQL
 * database, in one PostgreSQL transaction from one SQLite read snapshot: the target
 * gets the whole store or nothing. Returns the per-table counts, checked against the source.
 */
export async function copySqliteToPostgres(from: string, to: string): Promise<CopiedTable[]> {
  if (isSqliteInUse(from)) {
    throw new DbToolError(`${from} is in use. Stop the server first, or orders taken during the copy would be lost.`);
  }
  const source = openExistingSqlite(from, { readonly: true });
  const target = openDataStore({ databaseUrl: to, dataDir: path.dirname(from), poolSize: 1 });
  try {
    const unknown = unknownTables(sqliteTables(source));
    if (unknown.length > 0) {
      throw new DbToolError(`Tables missing from the copy list (src/db/tools/table-order.ts): ${unknown.join(', ')}`);
    }
    await migrateToLatest(target.db);
    const db = target.db as unknown as AnyDb;
    await checkSameVersion(source, from, db);
    await assertEmpty(db);
    // One read transaction on the source: every table is copied as of the same moment.
    source.exec('BEGIN');
    try {
      return await db.transaction().execute(async (trx) => {
        const copied: CopiedTable[] = [];
        for (const table of TABLE_ORDER) {
          const rows = await copyTable(source, trx, table);
          const expected = (source.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
          const landed = await countRows(trx, table);
          if (rows !== expected || landed !== expected) {
            throw new DbToolError(`${table}: ${expected} rows in the source but ${landed} in the target`);
          }
          copied.push({ table, rows: landed });
        }
        await verifyMediaFiles(trx);
        await resetSequences(trx);
        return copied;
      });
    } finally {
      source.exec('COMMIT');
    }
  } finally {
    source.close();
    await target.close();
  }
}
