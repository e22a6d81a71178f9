import { type DbHandle, ownTables } from '../../db/own-tables';
import type { CatalogueTables } from './catalogue.tables';
import { slugify } from './slug';

const own = ownTables<CatalogueTables>();

async function slugTaken(db: DbHandle, slug: string): Promise<boolean> {
  const current = await own(db)
    .selectFrom('catalogue_designs')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (current) return true;
  const old = await own(db)
    .selectFrom('catalogue_design_slugs')
    .select('slug')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return old !== undefined;
}

/** A slug from the title that no design has or had: `title`, else `title-2`, `title-3`, … */
export async function freeSlug(db: DbHandle, title: string): Promise<string> {
  const base = slugify(title);
  let slug = base;
  for (let n = 2; await slugTaken(db, slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * Gives a design the slug of its new title, keeping the old one so its links redirect. A design
 * renamed back to an earlier title gets its earlier slug again.
 */
export async function renameSlug(
  db: DbHandle,
  design: { id: string; slug: string; title: string },
  title: string,
  now: string,
) {
  const { id: designId, slug: oldSlug } = design;
  const base = slugify(title);
  // Same words, so the same slug or the numbered one they got: the address stays. Judged by the old
  // title, not the slug, since a title may itself end in a number ("Diwali Offer 2025").
  if (slugify(design.title) === base) return oldSlug;
  const ownEarlier = await own(db)
    .selectFrom('catalogue_design_slugs')
    .select('slug')
    .where('design_id', '=', designId)
    .where('slug', '=', base)
    .executeTakeFirst();
  if (ownEarlier) await own(db).deleteFrom('catalogue_design_slugs').where('slug', '=', base).execute();
  const slug = ownEarlier ? base : await freeSlug(db, title);
  await own(db)
    .insertInto('catalogue_design_slugs')
    .values({ slug: oldSlug, design_id: designId, created_at: now })
    .execute();
  await own(db).updateTable('catalogue_designs').set({ slug }).where('id', '=', designId).execute();
  return slug;
}

/** The current slug of the design that once had `slug`, if any. */
export async function currentSlugFor(db: DbHandle, slug: string): Promise<string | undefined> {
  const row = await own(db)
    .selectFrom('catalogue_design_slugs as old')
    .innerJoin('catalogue_designs as design', 'design.id', 'old.design_id')
    .select('design.slug')
    .where('old.slug', '=', slug)
    .executeTakeFirst();
  return row?.slug;
}

export async function deleteSlugsOf(db: DbHandle, designId: string): Promise<void> {
  await own(db).deleteFrom('catalogue_design_slugs').where('design_id', '=', designId).execute();
}
