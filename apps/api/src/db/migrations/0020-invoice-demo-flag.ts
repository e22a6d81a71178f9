import { type Kysely, sql } from 'kysely';

/**
 * Marks invoices of orders paid through the demo provider: no money moved, so the GST report
 * leaves them out. Invoices issued before this get the mark from their order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoices_invoices')
    .addColumn('demo', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`update invoices_invoices set demo = 1
    where order_id in (select id from checkout_orders where provider = 'demo')`.execute(db);
  await db.schema.createIndex('invoices_invoices_issued_at').on('invoices_invoices').column('issued_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_invoices_issued_at').execute();
  await db.schema.alterTable('invoices_invoices').dropColumn('demo').execute();
}
