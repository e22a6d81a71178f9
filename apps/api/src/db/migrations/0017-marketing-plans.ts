import type { Kysely } from 'kysely';

/**
 * The plans module's tables (the marketing plans, filled with the spec's four on the first start, and the
 * periods customers bought), and the order line's months: a line with months is a plan line whose design_id holds the plan id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('plans_plans')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('monthly_price_paise', 'bigint', (column) => column.notNull())
    .addColumn('ad_credit_paise', 'bigint', (column) => column.notNull())
    .addColumn('features', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema
    .createTable('plans_periods')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('customer_name', 'text', (column) => column.notNull())
    .addColumn('customer_email', 'text', (column) => column.notNull())
    .addColumn('plan_id', 'text', (column) => column.notNull())
    .addColumn('plan_title', 'text', (column) => column.notNull())
    .addColumn('order_id', 'text', (column) => column.notNull())
    .addColumn('order_position', 'integer', (column) => column.notNull())
    .addColumn('months', 'integer', (column) => column.notNull())
    .addColumn('starts_on', 'text', (column) => column.notNull())
    .addColumn('ends_on', 'text', (column) => column.notNull())
    .addColumn('ad_credit_paise', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('plans_periods_order_line', ['order_id', 'order_position'])
    .execute();
  await db.schema.createIndex('plans_periods_user_idx').on('plans_periods').columns(['user_id', 'plan_id']).execute();
  await db.schema.createIndex('plans_periods_ends_idx').on('plans_periods').column('ends_on').execute();

  await db.schema.alterTable('checkout_order_items').addColumn('plan_months', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('checkout_order_items').dropColumn('plan_months').execute();
  await db.schema.dropTable('plans_periods').execute();
  await db.schema.dropTable('plans_plans').execute();
}
