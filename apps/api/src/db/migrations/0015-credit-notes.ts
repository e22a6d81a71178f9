import type { Kysely } from 'kysely';

/** The invoices module's credit notes: one per refunded order, in its own series per financial year. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoices_credit_notes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull().unique())
    .addColumn('invoice_id', 'text', (column) => column.notNull().unique())
    .addColumn('number', 'text', (column) => column.notNull().unique())
    .addColumn('financial_year', 'text', (column) => column.notNull())
    .addColumn('serial', 'integer', (column) => column.notNull())
    .addColumn('issued_at', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('provider_refund_id', 'text', (column) => column.notNull())
    .addColumn('taxable_paise', 'bigint', (column) => column.notNull())
    .addColumn('cgst_paise', 'bigint', (column) => column.notNull())
    .addColumn('sgst_paise', 'bigint', (column) => column.notNull())
    .addColumn('igst_paise', 'bigint', (column) => column.notNull())
    .addColumn('total_paise', 'bigint', (column) => column.notNull())
    .addColumn('demo', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('invoices_credit_notes_issued_at')
    .on('invoices_credit_notes')
    .column('issued_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices_credit_notes').execute();
}
