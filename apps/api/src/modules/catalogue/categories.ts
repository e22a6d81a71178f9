import { OFFERED_CATEGORIES } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ensureCategories } from './catalogue.repository';

/** Makes sure the spec's offered categories exist, whether or not demo data is seeded. */
export function ensureOfferedCategories(db: Kysely<Database>): Promise<void> {
  return ensureCategories(db, OFFERED_CATEGORIES);
}
