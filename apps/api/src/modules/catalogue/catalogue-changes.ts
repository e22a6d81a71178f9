/** Changes made to each store's catalogue through this instance, by its database handle. */
const changes = new WeakMap<object, number>();

/** Called after a design is added, edited, hidden or deleted: what was drawn from the catalogue is stale. */
export function noteCatalogueChange(db: object): void {
  changes.set(db, (changes.get(db) ?? 0) + 1);
}

/** How many changes this instance made to the store's catalogue: part of every cached page's key. */
export function catalogueChanges(db: object): number {
  return changes.get(db) ?? 0;
}
