import { CARD_GRID_MEDIUM as medium, CARD_GRID_WIDE as wide } from '@store/shared';
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  const queries = [window.matchMedia(wide), window.matchMedia(medium)];
  for (const query of queries) query.addEventListener('change', listener);
  return () => {
    for (const query of queries) query.removeEventListener('change', listener);
  };
}

const columns = () => (window.matchMedia(wide).matches ? 3 : window.matchMedia(medium).matches ? 2 : 1);

/** How many cards share the grid's first row on this screen (they load eagerly with high priority). */
export const useGridColumns = () => useSyncExternalStore(subscribe, columns, () => 1);
