import type { Kysely } from 'kysely';

/**
 * How an order was paid, beyond the method: a masked UPI id, a card's network and last 4, a bank or a
 * wallet, as the provider reports it (Razorpay's payment entity). Null on older orders and when none is given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('checkout_orders').addColumn('payment_method_detail', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('checkout_orders').dropColumn('payment_method_detail').execute();
}
