import { type Kysely, sql } from 'kysely';

/**
 * The checkout module's refund attempts: one row per call to the provider's refunds API, keyed by our
 * refund id (stable per attempt, so a retry refunds once). At most one attempt of an order is open
 * (PENDING) at a time: a partial unique index refuses a second one even from another instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_refunds')
    .addColumn('refund_id', 'text', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull().references('checkout_orders.id'))
    .addColumn('attempt', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('provider_status', 'text')
    .addColumn('provider_message', 'text')
    .addColumn('requested_at', 'text', (column) => column.notNull())
    .addColumn('settled_at', 'text')
    .addColumn('check_after', 'text', (column) => column.notNull())
    .addUniqueConstraint('checkout_refunds_order_attempt', ['order_id', 'attempt'])
    .execute();
  await sql`create unique index checkout_refunds_one_open on checkout_refunds (order_id) where status = 'PENDING'`.execute(
    db,
  );
  await sql`create index checkout_refunds_due on checkout_refunds (check_after) where status = 'PENDING'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('checkout_refunds').execute();
}
