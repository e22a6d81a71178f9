import type { CardsQuery, DesignCard } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  type CardRow,
  countDesigns,
  type DesignFilter,
  listCategoryNames,
  listDesignsByAge,
  listDesignsBySegment,
} from './catalogue.repository';
import { seededOrder } from './shuffle';

export interface CardsPage {
  cards: DesignCard[];
  total: number;
}

export function toCard(row: CardRow): DesignCard {
  const card: DesignCard = {
    _id: row.id,
    title: row.title,
    price: Number(row.price_paise) / 100,
    category: row.category,
    imageSrc: row.image_src,
    imageSrcSet: row.image_srcset,
  };
  if (row.pdf_src) card.pdfSrc = row.pdf_src;
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

/** Lists active designs, filtered and optionally paged; a seed gives a stable shuffled order. */
export async function listCards(db: Kysely<Database>, query: CardsQuery): Promise<CardsPage> {
  const filter: DesignFilter = { category: query.category, keyword: query.q?.trim() || undefined };
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
