import {
  type CardsQuery,
  type DesignCard,
  type DesignPage,
  type NameSlot,
  nameSlotSchema,
  paiseToRupees,
} from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  type CardRow,
  countDesigns,
  type DesignFilter,
  designsByCategory,
  findDesignBySlug,
  findDesignPicture,
  listCategoryNames,
  listDesignsByAge,
  listDesignsBySegment,
  listMoreInCategory,
} from './catalogue.repository';
import { forgivingWords } from './forgiving-search';
import { searchVocabulary } from './search-vocabulary';
import { seededOrder } from './shuffle';
import { slugFromPath } from './slug';
import { currentSlugFor } from './slugs.repository';

export interface CardsPage {
  cards: DesignCard[];
  total: number;
}

/** A stored slot, or undefined for none (or one no longer valid, which then simply shows no name). */
export function parseNameSlot(stored: string | null): NameSlot | undefined {
  if (!stored) return undefined;
  try {
    const result = nameSlotSchema.safeParse(JSON.parse(stored));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export function toCard(row: CardRow): DesignCard {
  const card: DesignCard = {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    price: paiseToRupees(Number(row.price_paise)),
    category: row.category,
    imageSrc: row.image_src,
    imageSrcSet: row.image_srcset,
  };
  if (row.pdf_src) card.pdfSrc = row.pdf_src;
  const slot = parseNameSlot(row.name_slot);
  if (slot) card.nameSlot = slot;
  return card;
}

async function seededSlice(db: Kysely<Database>, filter: DesignFilter, seed: number, offset: number, limit: number) {
  const order = seededOrder(seed);
  const upperCount = await countDesigns(db, filter, { column: order.column, atLeast: order.pivot });
  const rows: CardRow[] = [];
  if (offset < upperCount) {
    rows.push(...(await listDesignsBySegment(db, filter, { ...order, side: 'upper' }, offset, limit)));
  }
  if (rows.length < limit) {
    const lowerOffset = Math.max(0, offset - upperCount);
    rows.push(
      ...(await listDesignsBySegment(db, filter, { ...order, side: 'lower' }, lowerOffset, limit - rows.length)),
    );
  }
  return rows;
}

/**
 * Lists active designs, filtered and optionally paged; a seed gives a stable shuffled order. A keyword
 * with a word no title or category has also finds the designs of the words closest to it.
 */
export async function listCards(db: Kysely<Database>, query: CardsQuery): Promise<CardsPage> {
  const keyword = query.q?.trim() || undefined;
  const filter: DesignFilter = {
    category: query.category,
    keyword,
    forgivingWords: keyword ? forgivingWords(keyword, await searchVocabulary(db)) : undefined,
  };
  const total = await countDesigns(db, filter);
  const limit = query.limit ?? total;
  const offset = ((query.page ?? 1) - 1) * limit;
  if (limit === 0 || offset >= total) return { cards: [], total };
  const rows =
    query.seed === undefined
      ? await listDesignsByAge(db, filter, offset, limit)
      : await seededSlice(db, filter, query.seed, offset, limit);
  return { cards: rows.map(toCard), total };
}

export function listCategories(db: Kysely<Database>): Promise<string[]> {
  return listCategoryNames(db);
}

/** The categories a visitor finds designs in, in the order of listCategories. */
export async function listCategoriesWithDesigns(db: Kysely<Database>): Promise<string[]> {
  const [names, counts] = await Promise.all([listCategoryNames(db), designsByCategory(db)]);
  const inUse = new Set(counts.map((row) => row.category));
  return names.filter((name) => inUse.has(name));
}

/** How many designs "More in this category" shows. */
const MORE_IN_CATEGORY = 4;

/** What a design address leads to: the page, a redirect to the current slug, a hidden design, or nothing. */
export type DesignLookup =
  | { kind: 'found'; page: DesignPage; updatedAt: string }
  | { kind: 'moved'; slug: string }
  | { kind: 'gone'; title: string }
  | { kind: 'missing' };

/** Looks up `/designs/<raw>` (raw as in the URL, still percent-encoded). */
export async function lookUpDesign(db: Kysely<Database>, raw: string): Promise<DesignLookup> {
  const slug = slugFromPath(raw);
  if (!slug) return { kind: 'missing' };
  const row = await findDesignBySlug(db, slug);
  if (row?.status === 'hidden') return { kind: 'gone', title: row.title };
  if (row) {
    const more = await listMoreInCategory(db, row.category, row.id, MORE_IN_CATEGORY);
    return {
      kind: 'found',
      page: { design: toCard(row), moreInCategory: more.map(toCard) },
      updatedAt: row.updated_at,
    };
  }
  const current = await currentSlugFor(db, slug);
  return current ? { kind: 'moved', slug: current } : { kind: 'missing' };
}

export interface DesignPicture {
  id: string;
  title: string;
  /** Media key of the design's 1200-pixel 3:2 picture. */
  pictureKey: string;
  nameSlot: NameSlot | undefined;
}

/** An active design's largest grid picture and its name slot, or undefined for no such design. */
export async function designPicture(db: Kysely<Database>, id: string): Promise<DesignPicture | undefined> {
  const row = await findDesignPicture(db, id);
  if (!row) return undefined;
  const pictureKey = (row.image_src.split('/').pop() ?? '').replace(/-w\d+\.webp$/, '-w1200.webp');
  return { id: row.id, title: row.title, pictureKey, nameSlot: parseNameSlot(row.name_slot) };
}
