import type { Kysely } from 'kysely';
import { isPostgres } from '../column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_orders')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('order_number', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('customer_name', 'text', (column) => column.notNull())
    .addColumn('customer_email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('subtotal_paise', 'bigint', (column) => column.notNull())
    .addColumn('gst_paise', 'bigint', (column) => column.notNull())
    .addColumn('total_paise', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('payment_session_id', 'text', (column) => column.unique())
    .addColumn('session_expires_at', 'text')
    .addColumn('provider_payment_id', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('reconcile_lock_until', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('checkout_orders_user_idx')
    .on('checkout_orders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('checkout_orders_status_idx')
    .on('checkout_orders')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('checkout_order_items')
    .addColumn('order_id', 'text', (column) => column.notNull().references('checkout_orders.id'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('design_id', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('unit_price_paise', 'bigint', (column) => column.notNull())
    .addColumn('quantity', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('checkout_order_items_pk', ['order_id', 'position'])
    .execute();
  await db.schema
    .createIndex('checkout_order_items_design_idx')
    .on('checkout_order_items')
    .column('design_id')
    .execute();

  await db.schema
    .createTable('checkout_payment_events')
    .addColumn('id', isPostgres(db) ? 'bigserial' : 'integer', (column) =>
      isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('order_id', 'text', (column) => column.notNull().references('checkout_orders.id'))
    .addColumn('event_key', 'text', (column) => column.notNull().unique())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('payment_status', 'text')
    .addColumn('amount_paise', 'bigint')
    .addColumn('currency', 'text')
    .addColumn('note', 'text')
    .addColumn('received_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('checkout_payment_events_order_idx')
    .on('checkout_payment_events')
    .column('order_id')
    .execute();

  await db.schema
    .createTable('checkout_idempotency_keys')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('order_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('checkout_idempotency_keys_pk', ['user_id', 'key'])
    .execute();

  await db.schema
    .createTable('payments_demo_orders')
    .addColumn('order_id', 'text', (column) => column.primaryKey())
    .addColumn('session_id', 'text', (column) => column.notNull().unique())
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('customer_name', 'text', (column) => column.notNull())
    .addColumn('return_url', 'text', (column) => column.notNull())
    .addColumn('notify_url', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('payments_demo_payments')
    .addColumn('payment_id', 'text', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('card_last4', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('payments_demo_payments_order_idx')
    .on('payments_demo_payments')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payments_demo_payments',
    'payments_demo_orders',
    'checkout_idempotency_keys',
    'checkout_payment_events',
    'checkout_order_items',
    'checkout_orders',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
