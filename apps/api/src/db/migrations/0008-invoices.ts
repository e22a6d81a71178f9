import type { Kysely } from 'kysely';

/** The invoices module's tables: one tax invoice per paid order and the per-year serial counters. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoices_series')
    .addColumn('series', 'text', (column) => column.primaryKey())
    .addColumn('last_serial', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('invoices_invoices')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull().unique())
    .addColumn('number', 'text', (column) => column.notNull().unique())
    .addColumn('financial_year', 'text', (column) => column.notNull())
    .addColumn('serial', 'integer', (column) => column.notNull())
    .addColumn('issued_at', 'text', (column) => column.notNull())
    .addColumn('seller_state_code', 'text', (column) => column.notNull())
    .addColumn('place_of_supply', 'text', (column) => column.notNull())
    .addColumn('supply_type', 'text', (column) => column.notNull())
    .addColumn('taxable_paise', 'bigint', (column) => column.notNull())
    .addColumn('cgst_paise', 'bigint', (column) => column.notNull())
    .addColumn('sgst_paise', 'bigint', (column) => column.notNull())
    .addColumn('igst_paise', 'bigint', (column) => column.notNull())
    .addColumn('total_paise', 'bigint', (column) => column.notNull())
    .addColumn('seller_json', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices_invoices').execute();
  await db.schema.dropTable('invoices_series').execute();
}
