import type { Kysely } from 'kysely';
import { binaryType, isPostgres } from '../column-types';

/** The projects module's tables: a project per purchased design unit, its brief, history, thread and files. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects_projects')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('order_id', 'text', (column) => column.notNull())
    .addColumn('order_number', 'text', (column) => column.notNull())
    .addColumn('order_position', 'integer', (column) => column.notNull())
    .addColumn('unit_index', 'integer', (column) => column.notNull())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('customer_name', 'text', (column) => column.notNull())
    .addColumn('customer_email', 'text', (column) => column.notNull())
    .addColumn('design_id', 'text', (column) => column.notNull())
    .addColumn('design_title', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('paused_from', 'text')
    .addColumn('revisions_used', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('waiting_since', 'text')
    .addColumn('due_at', 'text')
    .addColumn('preview_url', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('delivery_site_url', 'text')
    .addColumn('delivery_handed_over', 'text')
    .addColumn('dissatisfaction_reported_at', 'text')
    .addColumn('brief_reminded_at', 'text')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('job_lock_until', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    // One project per unit of an order line, however often the payment is reported.
    .addUniqueConstraint('projects_projects_unit_unique', ['order_id', 'order_position', 'unit_index'])
    .execute();
  await db.schema.createIndex('projects_projects_user_idx').on('projects_projects').column('user_id').execute();
  await db.schema
    .createIndex('projects_projects_state_idx')
    .on('projects_projects')
    .columns(['state', 'waiting_since'])
    .execute();

  await db.schema
    .createTable('projects_briefs')
    .addColumn('project_id', 'text', (column) => column.primaryKey())
    .addColumn('business_name', 'text')
    .addColumn('tagline', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('address', 'text')
    .addColumn('opening_hours', 'text')
    .addColumn('primary_colour', 'text')
    .addColumn('secondary_colour', 'text')
    .addColumn('domain', 'text')
    .addColumn('notes', 'text')
    .addColumn('logo_file_key', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('projects_events')
    .addColumn('id', isPostgres(db) ? 'bigserial' : 'integer', (column) =>
      isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('project_id', 'text', (column) => column.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('actor_role', 'text', (column) => column.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('projects_events_project_idx').on('projects_events').column('project_id').execute();

  await db.schema
    .createTable('projects_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('project_id', 'text', (column) => column.notNull())
    .addColumn('author_role', 'text', (column) => column.notNull())
    .addColumn('author_id', 'text', (column) => column.notNull())
    .addColumn('author_name', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('attachment_file_key', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('projects_messages_project_idx')
    .on('projects_messages')
    .columns(['project_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('projects_files')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('project_id', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('byte_size', 'integer', (column) => column.notNull())
    .addColumn('data', binaryType(db), (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('projects_files_project_idx').on('projects_files').column('project_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'projects_files',
    'projects_messages',
    'projects_events',
    'projects_briefs',
    'projects_projects',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
