import { useEffect } from 'react';

/** The path this document was loaded at, or undefined when the browser cannot say. */
function documentEntryPath(): string | undefined {
  const entry = typeof performance.getEntriesByType === 'function' && performance.getEntriesByType('navigation')[0];
  return entry ? new URL(entry.name).pathname : undefined;
}

/**
 * Some headers apply to a document from its first answer only (a page's own CSP, its opener policy), so a page
 * that needs them is loaded again, once, when this document was loaded at an address `loadedRight` refuses.
 * Answers true while that reload is under way. Unknown entries never reload (a reload could not tell either).
 */
export function useOwnDocument(needed: boolean, loadedRight: (path: string) => boolean): boolean {
  const entry = needed ? documentEntryPath() : undefined;
  // A document loaded at this very address is as good as a reload can make it: never reload it again.
  const reload = entry !== undefined && entry !== window.location.pathname && !loadedRight(entry);
  useEffect(() => {
    if (reload) window.location.replace(window.location.href);
  }, [reload]);
  return reload;
}
