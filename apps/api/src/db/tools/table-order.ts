import type { Database } from '../schema';

export type TableName = keyof Database;

/**
 * Every table of the store, parents before the tables that reference them, so rows
 * can be inserted in this order and deleted in the reverse one.
 */
export const TABLE_ORDER = [
  'app_meta',
  'accounts_users',
  'accounts_login_failures',
  'accounts_email_tokens',
  'catalogue_categories',
  'media_files',
  'catalogue_designs',
  'catalogue_design_slugs',
  'checkout_orders',
  'checkout_order_items',
  'checkout_payment_events',
  'checkout_idempotency_keys',
  'checkout_refunds',
  'checkout_refund_lines',
  'payments_demo_orders',
  'payments_demo_payments',
  'settings_store',
  'enquiries_messages',
  'mail_outbox',
  'invoices_series',
  'invoices_invoices',
  'invoices_credit_notes',
  'invoices_documents',
  'invoices_credit_note_documents',
  'projects_projects',
  'projects_briefs',
  'projects_events',
  'projects_messages',
  'projects_files',
  'projects_brief_assets',
  'plans_plans',
  'plans_periods',
  'privacy_consents',
  'privacy_audit_log',
  'privacy_exports',
  'privacy_erasures',
] as const satisfies readonly TableName[];

/**
 * Tables the database derives itself (kept by triggers on the tables above): never copied, the
 * target's triggers rebuild them as the rows they derive from arrive.
 */
export const DERIVED_TABLES = ['checkout_order_figures'] as const satisfies readonly TableName[];

// A table added to schema.ts but not above fails the type check here, so no copy skips it.
type Unlisted = Exclude<TableName, (typeof TABLE_ORDER)[number] | (typeof DERIVED_TABLES)[number]>;
const everyTableListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyTableListed;

/** Kysely's bookkeeping; a target migrates itself, so these are never copied. */
export const MIGRATION_TABLES: readonly string[] = ['kysely_migration', 'kysely_migration_lock'];

/** Names in `actual` (tables found in a database) that the copy would not know about. */
export function unknownTables(actual: readonly string[]): string[] {
  const known = new Set<string>([...TABLE_ORDER, ...DERIVED_TABLES, ...MIGRATION_TABLES]);
  return actual.filter((name) => !known.has(name)).sort();
}
