/** What the catalogue shows: a category, a keyword, a page and its shuffle. */
export interface CatalogueState {
  category?: string;
  q?: string;
  page: number;
  /** The shuffle order; without one, the visit's own. */
  seed?: number;
}
