import { type ReactNode, startTransition, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { type NavigateOptions, NavigationFrame, type NavigationType, withBase, withoutBase } from './navigation';

// A page's state is kept in the history entry as React Router kept it (`usr`), so entries made before are read
// alike, and an entry another script pushed (the page script's category swap) has none.
const windowLocation = (base: string) => ({
  pathname: withoutBase(base, window.location.pathname),
  search: window.location.search,
  hash: window.location.hash,
  state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
});

/**
 * The store's pages in the browser, at `basename` (`/hi` for Hindi). A navigation's page is drawn as a
 * transition, as React Router drew it: a page whose code is still loading leaves the one before on screen
 * until it is ready, instead of a loading state.
 */
export function BrowserRouter({ basename = '', children }: { basename?: string; children: ReactNode }) {
  const [current, setCurrent] = useState(() => ({ location: windowLocation(basename), type: 'POP' as NavigationType }));

  useLayoutEffect(() => {
    const moved = () => startTransition(() => setCurrent({ location: windowLocation(basename), type: 'POP' }));
    addEventListener('popstate', moved);
    return () => removeEventListener('popstate', moved);
  }, [basename]);

  const navigate = useCallback(
    (to: string, { replace = false, state = null }: NavigateOptions = {}) => {
      window.history[replace ? 'replaceState' : 'pushState']({ usr: state }, '', withBase(basename, to));
      const type: NavigationType = replace ? 'REPLACE' : 'PUSH';
      startTransition(() => setCurrent({ location: windowLocation(basename), type }));
    },
    [basename],
  );

  const navigation = useMemo(() => ({ ...current, base: basename, navigate }), [current, basename, navigate]);
  return <NavigationFrame navigation={navigation}>{children}</NavigationFrame>;
}
