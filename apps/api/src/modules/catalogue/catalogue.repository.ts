import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { CatalogueDesignsTable, CatalogueTables } from './catalogue.tables';

const own = ownTables<CatalogueTables>();

export type DesignRow = CatalogueDesignsTable;

export interface DesignFilter {
  category?: string;
  keyword?: string;
  /** With a keyword: its words' alternatives (see forgivingWords), each word matched by one of its own. */
  forgivingWords?: string[][];
}

const cardColumns = [
  'id',
  'title',
  'slug',
  'price_paise',
  'category',
  'image_src',
  'image_srcset',
  'pdf_src',
  'name_slot',
] as const;
export type CardRow = Pick<DesignRow, (typeof cardColumns)[number]>;

/** Escapes LIKE wildcards so a keyword matches literally. */
const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function applyFilter<O>(
  query: SelectQueryBuilder<CatalogueTables, 'catalogue_designs', O>,
  filter: DesignFilter,
): SelectQueryBuilder<CatalogueTables, 'catalogue_designs', O> {
  let filtered = query.where('status', '=', 'active');
  if (filter.category !== undefined) filtered = filtered.where('category', '=', filter.category);
  const { keyword, forgivingWords } = filter;
  if (keyword) {
    filtered = filtered.where((eb: ExpressionBuilder<CatalogueTables, 'catalogue_designs'>) => {
      const contains = (text: string) => {
        const pattern = likePattern(text);
        return eb.or([
          eb(sql`lower(title)`, 'like', sql`${pattern} escape '\\'`),
          eb(sql`lower(category)`, 'like', sql`${pattern} escape '\\'`),
        ]);
      };
      if (!forgivingWords) return contains(keyword);
      const everyWord = eb.and(forgivingWords.map((alternatives) => eb.or(alternatives.map(contains))));
      return eb.or([contains(keyword), everyWord]);
    });
  }
  return filtered;
}

export async function countDesigns(
  db: DbHandle,
  filter: DesignFilter,
  shuffle?: { column: 'shuffle_a' | 'shuffle_b'; atLeast: number },
): Promise<number> {
  let query = applyFilter(own(db).selectFrom('catalogue_designs'), filter);
  if (shuffle) query = query.where(shuffle.column, '>=', shuffle.atLeast);
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Newest first; the order used without a seed. */
export function listDesignsByAge(db: DbHandle, filter: DesignFilter, offset: number, limit: number) {
  return applyFilter(own(db).selectFrom('catalogue_designs').select(cardColumns), filter)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** One segment of a seeded order: rows whose shuffle key is at or above (or below) the pivot, by key. */
export function listDesignsBySegment(
  db: DbHandle,
  filter: DesignFilter,
  segment: { column: 'shuffle_a' | 'shuffle_b'; pivot: number; side: 'upper' | 'lower' },
  offset: number,
  limit: number,
) {
  return applyFilter(own(db).selectFrom('catalogue_designs').select(cardColumns), filter)
    .where(segment.column, segment.side === 'upper' ? '>=' : '<', segment.pivot)
    .orderBy(segment.column)
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Each visible design's title and category, for the search's vocabulary. */
export async function listVisibleTitlesAndCategories(db: DbHandle): Promise<string[]> {
  const rows = await own(db)
    .selectFrom('catalogue_designs')
    .select(['title', 'category'])
    .distinct()
    .where('status', '=', 'active')
    .execute();
  return rows.flatMap((row) => [row.title, row.category]);
}

export async function listCategoryNames(db: DbHandle): Promise<string[]> {
  const offered = await own(db).selectFrom('catalogue_categories').select('name').orderBy('position').execute();
  const inUse = await own(db)
    .selectFrom('catalogue_designs')
    .select('category')
    .distinct()
    .where('status', '=', 'active')
    .orderBy('category')
    .execute();
  const names = offered.map((row) => row.name);
  for (const row of inUse) if (!names.includes(row.category)) names.push(row.category);
  return names;
}

export async function ensureCategories(db: DbHandle, names: readonly string[]): Promise<void> {
  const existing = await own(db).selectFrom('catalogue_categories').select(['name', 'position']).execute();
  const known = new Set(existing.map((row) => row.name));
  let position = existing.reduce((max, row) => Math.max(max, row.position), 0);
  const missing = names.filter((name) => !known.has(name)).map((name) => ({ name, position: ++position }));
  if (missing.length > 0) {
    await own(db)
      .insertInto('catalogue_categories')
      .values(missing)
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}

export function insertDesign(db: DbHandle, row: DesignRow) {
  return own(db).insertInto('catalogue_designs').values(row).execute();
}

export async function demoKeysPresent(db: DbHandle): Promise<Set<string>> {
  const rows = await own(db)
    .selectFrom('catalogue_designs')
    .select('demo_key')
    .where('demo_key', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.demo_key as string));
}

export async function countAllDesigns(db: DbHandle): Promise<number> {
  const row = await own(db)
    .selectFrom('catalogue_designs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Active designs by id, for pricing an order from the store's own catalogue and putting a line back in a cart. */
export function findActiveDesigns(db: DbHandle, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return own(db)
    .selectFrom('catalogue_designs')
    .select(['id', 'title', 'price_paise', 'image_src'])
    .where('status', '=', 'active')
    .where('id', 'in', ids)
    .execute();
}

/** Active designs per category, for the admin dashboard. */
export async function designsByCategory(db: DbHandle) {
  const rows = await own(db)
    .selectFrom('catalogue_designs')
    .select(['category', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', '=', 'active')
    .groupBy('category')
    .orderBy('category')
    .execute();
  return rows.map((row) => ({ category: row.category, count: Number(row.count) }));
}

/** The design with this current slug, visible or hidden. */
export function findDesignBySlug(db: DbHandle, slug: string) {
  return own(db)
    .selectFrom('catalogue_designs')
    .select([...cardColumns, 'status', 'updated_at'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Newest active designs of a category but one, for "More in this category". */
export function listMoreInCategory(db: DbHandle, category: string, exceptId: string, limit: number) {
  return own(db)
    .selectFrom('catalogue_designs')
    .select(cardColumns)
    .where('status', '=', 'active')
    .where('category', '=', category)
    .where('id', '!=', exceptId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Every visible design's address and last change, for the sitemap. */
export function listDesignAddresses(db: DbHandle) {
  return own(db)
    .selectFrom('catalogue_designs')
    .select(['slug', 'updated_at'])
    .where('status', '=', 'active')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** An active design's picture and name slot, for drawing a visitor's name into it. */
export function findDesignPicture(db: DbHandle, id: string) {
  return own(db)
    .selectFrom('catalogue_designs')
    .select(['id', 'title', 'image_src', 'name_slot'])
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
}
