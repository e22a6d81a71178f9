import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { TableName } from './table-order';

type Row = Record<string, unknown>;
/** Kysely over any tables: the copy moves rows whose shape it only knows at run time. */
export type AnyDb = Kysely<Record<string, Row>>;

// Few enough parameters for PostgreSQL's 65,535 limit; small enough in memory for 25 MB PDFs.
const BATCH_ROWS = 500;
const BATCH_BYTES = 16 * 1024 * 1024;

function approximateBytes(row: Row): number {
  let bytes = 0;
  for (const value of Object.values(row)) {
    if (value instanceof Uint8Array) bytes += value.byteLength;
    else if (typeof value === 'string') bytes += value.length;
    else bytes += 8;
  }
  return bytes;
}

/**
 * Streams one table from SQLite into PostgreSQL in batches, binary columns included
 * (better-sqlite3 reads blobs as Buffers, which pg writes as bytea). Returns the row count.
 */
export async function copyTable(source: SQLite.Database, target: AnyDb, table: TableName): Promise<number> {
  let batch: Row[] = [];
  let batchBytes = 0;
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await target.insertInto(table).values(batch).execute();
    copied += batch.length;
    batch = [];
    batchBytes = 0;
  };
  for (const row of source.prepare(`SELECT * FROM "${table}"`).iterate() as IterableIterator<Row>) {
    batch.push(row);
    batchBytes += approximateBytes(row);
    if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return copied;
}
