import { useCallback, useMemo } from 'react';
import { type NavigateOptions, type StoreLocation, useNavigation, withBase } from './navigation';

// A route's params as wouter gives them: the path decoded by decodeURI, so a Devanagari slug reads as its letters
// while an encoded reserved character (%2F, %26, %3F) stays encoded. The store's slugs, ids and sessions hold none.
export { useParams } from 'wouter';

export const useLocation = (): StoreLocation => useNavigation().location;

export const useNavigate = () => useNavigation().navigate;

/** The way the store came to this page: `POP` for the first load and the browser's back and forward. */
export const useNavigationType = () => useNavigation().type;

/** The address of `to` (a store path) as a link shows it, under the page's base. */
export function useHref(to: string): string {
  return withBase(useNavigation().base, to);
}

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The page's query, and a way to change it (the same page with a new query). */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit, options?: NavigateOptions) => void] {
  const { location, navigate } = useNavigation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const { pathname } = location;
  const setParams = useCallback(
    (next: SearchParamsInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, pathname],
  );
  return [params, setParams];
}
