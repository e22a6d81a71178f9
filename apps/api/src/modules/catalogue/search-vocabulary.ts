import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listVisibleTitlesAndCategories } from './catalogue.repository';
import { catalogueChanges } from './catalogue-changes';
import { SearchVocabulary } from './forgiving-search';

/** Like the listing cache: another instance's changes show within this time, this instance's at once. */
const KEEP_MS = 5000;

interface Kept {
  changes: number;
  expiresAt: number;
  vocabulary: Promise<SearchVocabulary>;
}

const kept = new WeakMap<object, Kept>();

/** The words of the visible designs' titles and categories, read once per few seconds per store. */
export function searchVocabulary(db: Kysely<Database>): Promise<SearchVocabulary> {
  const changes = catalogueChanges(db);
  const current = kept.get(db);
  if (current && current.changes === changes && current.expiresAt > Date.now()) return current.vocabulary;
  const vocabulary = listVisibleTitlesAndCategories(db).then((texts) => new SearchVocabulary(texts));
  kept.set(db, { changes, expiresAt: Date.now() + KEEP_MS, vocabulary });
  // A failed read is not kept: the next search reads again.
  vocabulary.catch(() => {
    if (kept.get(db)?.vocabulary === vocabulary) kept.delete(db);
  });
  return vocabulary;
}
