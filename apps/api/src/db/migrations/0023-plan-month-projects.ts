import type { Kysely } from 'kysely';

/**
 * Plan months as projects: a project's kind (a design's website or a month of a marketing plan),
 * the month it covers, the monthly brief's focus and offers, and the brief's pictures (project files).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects_projects')
    .addColumn('kind', 'text', (column) => column.notNull().defaultTo('design'))
    .execute();
  for (const [name, type] of [
    ['plan_month', 'integer'],
    ['plan_months_of', 'integer'],
    ['month_starts_on', 'text'],
    ['month_ends_on', 'text'],
  ] as const) {
    await db.schema.alterTable('projects_projects').addColumn(name, type).execute();
  }
  await db.schema.alterTable('projects_briefs').addColumn('month_focus', 'text').execute();
  await db.schema.alterTable('projects_briefs').addColumn('month_offers', 'text').execute();
  await db.schema
    .createTable('projects_brief_assets')
    .addColumn('file_key', 'text', (column) => column.primaryKey())
    .addColumn('project_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('projects_brief_assets_project_idx')
    .on('projects_brief_assets')
    .column('project_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projects_brief_assets').execute();
  for (const name of ['month_focus', 'month_offers']) {
    await db.schema.alterTable('projects_briefs').dropColumn(name).execute();
  }
  for (const name of ['kind', 'plan_month', 'plan_months_of', 'month_starts_on', 'month_ends_on']) {
    await db.schema.alterTable('projects_projects').dropColumn(name).execute();
  }
}
