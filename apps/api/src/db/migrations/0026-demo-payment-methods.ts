import type { Kysely } from 'kysely';

/**
 * The demo provider takes UPI and netbanking beside cards: each attempt keeps its Cashfree payment group and
 * method object (UPI id, bank, card network) as the gateway reports them, why it failed, and, for a UPI request
 * waiting for the payer's app, when it expires. Card attempts made before read as credit cards.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments_demo_payments').addColumn('payment_group', 'text').execute();
  await db.schema.alterTable('payments_demo_payments').addColumn('method_json', 'text').execute();
  await db.schema.alterTable('payments_demo_payments').addColumn('error_json', 'text').execute();
  await db.schema.alterTable('payments_demo_payments').addColumn('expires_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['expires_at', 'error_json', 'method_json', 'payment_group'])
    await db.schema.alterTable('payments_demo_payments').dropColumn(column).execute();
}
