import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../column-types';

/**
 * Partial refunds. Checkout: which lines (design units or plan months) each refund attempt gives back,
 * with each line's taxable value, and the attempt's taxable value and GST (null on a refund of the whole
 * order). Invoices: a credit note per refund rather than per order (the unique order and invoice go;
 * the provider's refund id is unique instead), with the lines it credits (null: the whole invoice).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_refund_lines')
    .addColumn('refund_id', 'text', (column) => column.notNull().references('checkout_refunds.refund_id'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('units', 'integer', (column) => column.notNull())
    .addColumn('taxable_paise', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('checkout_refund_lines_pk', ['refund_id', 'position'])
    .execute();
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  await db.schema.alterTable('checkout_refunds').addColumn('taxable_paise', 'bigint').execute();
  await db.schema.alterTable('checkout_refunds').addColumn('gst_paise', 'bigint').execute();

  if (isPostgres(db)) {
    await sql`alter table invoices_credit_notes drop constraint if exists invoices_credit_notes_order_id_key`.execute(
      db,
    );
    await sql`alter table invoices_credit_notes drop constraint if exists invoices_credit_notes_invoice_id_key`.execute(
      db,
    );
    await db.schema.alterTable('invoices_credit_notes').addColumn('lines_json', 'text').execute();
  } else {
    await rebuildCreditNotesOnSqlite(db);
  }
  await db.schema
    .createIndex('invoices_credit_notes_refund')
    .on('invoices_credit_notes')
    .column('provider_refund_id')
    .unique()
    .execute();
  await db.schema.createIndex('invoices_credit_notes_order').on('invoices_credit_notes').column('order_id').execute();
}

/**
 * SQLite cannot drop a column's UNIQUE: the table is made again. Renaming a table rewrites the foreign
 * keys that point at it, so the stored PDFs' table is moved along and made again too, rows kept.
 */
async function rebuildCreditNotesOnSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`drop index invoices_credit_notes_issued_at`.execute(db);
  await sql`alter table invoices_credit_notes rename to invoices_credit_notes_0028`.execute(db);
  await sql`alter table invoices_credit_note_documents rename to invoices_credit_note_documents_0028`.execute(db);
  await db.schema
    .createTable('invoices_credit_notes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull())
    .addColumn('invoice_id', 'text', (column) => column.notNull())
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
    .addColumn('lines_json', 'text')
    .execute();
  await sql`insert into invoices_credit_notes (id, order_id, invoice_id, number, financial_year, serial, issued_at,
    reason, provider_refund_id, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, demo)
    select id, order_id, invoice_id, number, financial_year, serial, issued_at, reason, provider_refund_id,
    taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, demo from invoices_credit_notes_0028`.execute(db);
  await db.schema
    .createTable('invoices_credit_note_documents')
    .addColumn('credit_note_id', 'text', (column) => column.primaryKey().references('invoices_credit_notes.id'))
    .addColumn('pdf', 'blob', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await sql`insert into invoices_credit_note_documents select credit_note_id, pdf, created_at
    from invoices_credit_note_documents_0028`.execute(db);
  await sql`drop table invoices_credit_note_documents_0028`.execute(db);
  await sql`drop table invoices_credit_notes_0028`.execute(db);
  await db.schema
    .createIndex('invoices_credit_notes_issued_at')
    .on('invoices_credit_notes')
    .column('issued_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_credit_notes_order').execute();
  await db.schema.dropIndex('invoices_credit_notes_refund').execute();
  await db.schema.alterTable('invoices_credit_notes').dropColumn('lines_json').execute();
  await db.schema.alterTable('checkout_refunds').dropColumn('gst_paise').execute();
  await db.schema.alterTable('checkout_refunds').dropColumn('taxable_paise').execute();
  await db.schema.dropTable('checkout_refund_lines').execute();
}
