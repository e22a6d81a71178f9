import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { designsByCategory, findActiveDesigns } from './catalogue.repository';

/** The designs of these ids still on sale, with the price and title an order records. */
export function designsOnSale(db: Kysely<Database>, ids: string[]) {
  return findActiveDesigns(db, ids);
}

/** How many designs are on sale in each category (the dashboard's figure). */
export function designCountsByCategory(db: Kysely<Database>) {
  return designsByCategory(db);
}
