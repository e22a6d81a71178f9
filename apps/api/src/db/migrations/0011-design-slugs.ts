import { type Kysely, sql } from 'kysely';

/** Frozen copy of the slug rule at the time of this migration (the module's rule may change later). */
function slugOf(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return base || 'design';
}

/**
 * Every design gets an address of its own: `slug` (the current one, unique) on the design, and
 * `catalogue_design_slugs` keeping the slugs a design had before a rename, so old links redirect.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalogue_designs').addColumn('slug', 'text').execute();
  await db.schema
    .createTable('catalogue_design_slugs')
    .addColumn('slug', 'text', (column) => column.primaryKey())
    .addColumn('design_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('catalogue_design_slugs_design_idx')
    .on('catalogue_design_slugs')
    .column('design_id')
    .execute();

  const rows = await sql<{ id: string; title: string }>`
    select id, title from catalogue_designs order by created_at, id`.execute(db);
  const taken = new Set<string>();
  for (const row of rows.rows) {
    const base = slugOf(row.title);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    await sql`update catalogue_designs set slug = ${slug} where id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('catalogue_designs_slug_idx').on('catalogue_designs').column('slug').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('catalogue_designs_slug_idx').execute();
  await db.schema.dropTable('catalogue_design_slugs').execute();
  await db.schema.alterTable('catalogue_designs').dropColumn('slug').execute();
}
