import { randomInt } from 'node:crypto';
import { DESIGNS_PAGE_SIZE, type DesignCard, designCardListSchema } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listCards } from './catalogue.service';

export interface FirstDesignsPage {
  /** The visit's shuffle seed: the browser keeps using it for the following pages. */
  seed: number;
  total: number;
  cards: DesignCard[];
}

/** Page 1 of the catalogue in a new shuffled order, as GET /api/cards would answer it. */
export async function firstDesignsPage(db: Kysely<Database>): Promise<FirstDesignsPage> {
  const seed = randomInt(2 ** 31);
  const { cards, total } = await listCards(db, { page: 1, limit: DESIGNS_PAGE_SIZE, seed });
  return { seed, total, cards: designCardListSchema.parse(cards) };
}
