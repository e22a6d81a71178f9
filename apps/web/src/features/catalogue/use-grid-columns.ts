import { useSyncExternalStore } from 'react';

// The grid's breakpoints: 1 column on phones, 2 from 640 px (sm), 3 from 1024 px (lg).
const wide = '(min-width: 1024px)';
const medium = '(min-width: 640px)';

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
