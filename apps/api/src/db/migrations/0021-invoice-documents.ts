import type { Kysely } from 'kysely';
import { binaryType } from '../column-types';

/**
 * Each invoice's PDF as first made, so every later download is the identical document even after the
 * layout or the font changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoices_documents')
    .addColumn('invoice_id', 'text', (column) => column.primaryKey().references('invoices_invoices.id'))
    .addColumn('pdf', binaryType(db), (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices_documents').execute();
}
