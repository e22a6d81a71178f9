import type { Kysely } from 'kysely';

const orderColumns = ['billing_name', 'billing_state_code', 'buyer_gstin', 'buyer_business_name'] as const;

/**
 * The buyer's billing details, copied onto the order at checkout (a later change never alters an
 * order), and the recipient's GSTIN on the invoice as issued, for GSTR-1's B2B table. Orders and
 * invoices from before have none: unregistered, supplied in the seller's state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  for (const column of orderColumns) {
    await db.schema.alterTable('checkout_orders').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('invoices_invoices').addColumn('buyer_gstin', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices_invoices').dropColumn('buyer_gstin').execute();
  for (const column of [...orderColumns].reverse()) {
    await db.schema.alterTable('checkout_orders').dropColumn(column).execute();
  }
}
