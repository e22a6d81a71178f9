import { useState } from 'react';

/**
 * What a paged list shows: its filters (search, status…) and page. Changing a filter starts again
 * at page 1, so a narrower list never opens on a page it no longer has.
 */
export function useListFilter<F extends object>(initial: F) {
  const [filter, setFilter] = useState({ ...initial, page: 1 });
  return {
    filter,
    change: (patch: Partial<F>) => setFilter((current) => ({ ...current, ...patch, page: 1 })),
    setPage: (page: number) => setFilter((current) => ({ ...current, page })),
  };
}
