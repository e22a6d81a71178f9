import { sql } from 'kysely';
import type { AnyDb } from './copy-table';

/**
 * Moves every serial/identity sequence of the current schema past the largest copied id;
 * otherwise the next insert (a login failure, a payment event) would reuse id 1 and fail.
 */
export async function resetSequences(db: AnyDb): Promise<number> {
  const { rows } = await sql<{ table_name: string; column_name: string; sequence: string }>`
    SELECT table_name, column_name, sequence FROM (
      SELECT table_name, column_name,
             pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) AS sequence
      FROM information_schema.columns
      WHERE table_schema = current_schema()
    ) AS found
    WHERE sequence IS NOT NULL`.execute(db);
  for (const { table_name, column_name, sequence } of rows) {
    // is_called=false with max+1: the next nextval() returns exactly max+1 (1 for an empty table).
    await sql`SELECT setval(${sequence}::regclass, COALESCE(MAX(${sql.ref(column_name)}), 0) + 1, false)
              FROM ${sql.table(table_name)}`.execute(db);
  }
  return rows.length;
}
