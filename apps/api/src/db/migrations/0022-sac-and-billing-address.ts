import type { Kysely } from 'kysely';
import { binaryType } from '../column-types';

/**
 * The seller's SAC codes as settings (the defaults of the code before), each order line's SAC as
 * placed and the recipient's billing address (rule 46), and each credit note's PDF as first made.
 * Lines and orders from before have none: their invoices print the default SAC and no address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  await db.schema
    .alterTable('settings_store')
    .addColumn('sac_design', 'text', (column) => column.notNull().defaultTo('998314'))
    .execute();
  await db.schema
    .alterTable('settings_store')
    .addColumn('sac_plan', 'text', (column) => column.notNull().defaultTo('998361'))
    .execute();
  await db.schema.alterTable('checkout_order_items').addColumn('sac', 'text').execute();
  await db.schema.alterTable('checkout_orders').addColumn('billing_address', 'text').execute();
  await db.schema
    .createTable('invoices_credit_note_documents')
    .addColumn('credit_note_id', 'text', (column) => column.primaryKey().references('invoices_credit_notes.id'))
    .addColumn('pdf', binaryType(db), (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices_credit_note_documents').execute();
  await db.schema.alterTable('checkout_orders').dropColumn('billing_address').execute();
  await db.schema.alterTable('checkout_order_items').dropColumn('sac').execute();
  await db.schema.alterTable('settings_store').dropColumn('sac_plan').execute();
  await db.schema.alterTable('settings_store').dropColumn('sac_design').execute();
}
