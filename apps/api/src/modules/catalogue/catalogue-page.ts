import { type CataloguePage, cardsQuerySchema, DESIGNS_PAGE_SIZE, designCardListSchema } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listCards, listCategories, listCategoriesWithDesigns } from './catalogue.service';
import { nextVisitSeed } from './visit-seeds';

/** What a catalogue page's address asks for, read as the browser reads it (apps/web routes/designs.tsx). */
export interface CataloguePageRequest {
  category?: string;
  q?: string;
  page: number;
  /** Absent: a new visit, given the next of the visit seeds. */
  seed?: number;
}

const MAX_SEED = 2 ** 31 - 1;

/**
 * `/designs`' address as the page reads it: empty values count as absent, a page that is not a positive
 * whole number as page 1, a seed the page would not take as none. Undefined when GET /api/cards would
 * refuse the filter or keyword (the browser then shows that answer itself).
 */
export function readCatalogueAddress(search: URLSearchParams): CataloguePageRequest | undefined {
  const page = Number(search.get('page'));
  const request = {
    category: search.get('category') || undefined,
    q: search.get('q') || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  if (!cardsQuerySchema.safeParse({ ...request, page: String(request.page) }).success) return undefined;
  const seedText = search.get('seed') ?? '';
  const seed = /^\d{1,10}$/.test(seedText) && Number(seedText) <= MAX_SEED ? Number(seedText) : undefined;
  return { ...request, seed };
}

/** A catalogue page as GET /api/cards and GET /api/categories would answer it, in the next visit seed unless given one. */
export async function cataloguePage(db: Kysely<Database>, request: CataloguePageRequest): Promise<CataloguePage> {
  const seed = request.seed ?? nextVisitSeed();
  const [{ cards, total }, categories] = await Promise.all([
    listCards(db, { category: request.category, q: request.q, page: request.page, limit: DESIGNS_PAGE_SIZE, seed }),
    listCategories(db),
  ]);
  const found = { ...request, seed, total, cards: designCardListSchema.parse(cards), categories };
  // Drawn on the server, the page shows its way on without waiting for the app.
  const searched = request.q !== undefined || request.category !== undefined;
  return total === 0 && searched ? { ...found, categoriesWithDesigns: await listCategoriesWithDesigns(db) } : found;
}
