import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type NavigateOptions, NavigationFrame, type NavigationType, parsePath, withoutBase } from './navigation';

const ignoreNavigation = () => undefined;

/** One page drawn at `location` (a path with its query, under `basename`), as the server draws it. */
export function StaticRouter({
  location,
  basename = '',
  children,
}: {
  location: string;
  basename?: string;
  children: ReactNode;
}) {
  const navigation = useMemo(() => {
    const parsed = parsePath(location);
    return {
      location: { ...parsed, pathname: withoutBase(basename, parsed.pathname) },
      type: 'POP' as const,
      base: basename,
      navigate: ignoreNavigation,
    };
  }, [location, basename]);
  return <NavigationFrame navigation={navigation}>{children}</NavigationFrame>;
}

/** Pages that navigate without an address bar (the web tests), starting at `initialPath`. */
export function MemoryRouter({ initialPath, children }: { initialPath: string; children: ReactNode }) {
  const [current, setCurrent] = useState(() => ({ location: parsePath(initialPath), type: 'POP' as NavigationType }));
  const navigate = useCallback((to: string, { replace = false, state = null }: NavigateOptions = {}) => {
    setCurrent({ location: parsePath(to, state), type: replace ? 'REPLACE' : 'PUSH' });
  }, []);
  const navigation = useMemo(() => ({ ...current, base: '', navigate }), [current, navigate]);
  return <NavigationFrame navigation={navigation}>{children}</NavigationFrame>;
}
