import { createContext, type ReactNode, useContext } from 'react';
import { Router as RouteMatcher } from 'wouter';

/** Where the store is, relative to its base (`/hi` on a Hindi page): as the address bar has it, percent-encoded. */
export interface StoreLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here handed over (`navigate(to, { state })`), or null. */
  state: unknown;
}

/** How the store came to its location: the browser's back or forward (or the first load), a link, a redirect. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

export interface Navigation {
  location: StoreLocation;
  type: NavigationType;
  base: string;
  navigate: Navigate;
}

const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('The store’s pages are drawn inside a router.');
  return navigation;
}

/** `to` (a path in the store, `/`-led) under `base`: `/` under `/hi` is `/hi`, as the address bar shows it. */
export function withBase(base: string, to: string): string {
  if (!base) return to;
  return to === '/' || to.startsWith('/?') || to.startsWith('/#') ? base + to.slice(1) : base + to;
}

/** `pathname` without `base` (compared without case, as the routes match); `/` when it is the base itself. */
export function withoutBase(base: string, pathname: string): string {
  if (!base || !pathname.toLowerCase().startsWith(base.toLowerCase())) return pathname;
  const rest = pathname.slice(base.length);
  return rest.startsWith('/') ? rest : rest === '' ? '/' : pathname;
}

/** A store path as a location: `/designs?q=chai#top` in its parts. */
export function parsePath(path: string, state: unknown = null): StoreLocation {
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const search = searchAt < 0 ? '' : beforeHash.slice(searchAt);
  return {
    pathname: (searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt)) || '/',
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
    state,
  };
}

export const pathOf = ({ pathname, search, hash }: StoreLocation) => `${pathname}${search}${hash}`;

// The routes (wouter's Switch and Route) match against this router's location, not the window's.
const routedPath = (): [string, Navigate] => {
  const { location, navigate } = useNavigation();
  return [location.pathname, navigate];
};
const routedSearch = () => useNavigation().location.search;

/** Gives `navigation` to the store's hooks and links, and its location to the routes. */
export function NavigationFrame({ navigation, children }: { navigation: Navigation; children: ReactNode }) {
  return (
    <NavigationContext.Provider value={navigation}>
      <RouteMatcher hook={routedPath} searchHook={routedSearch}>
        {children}
      </RouteMatcher>
    </NavigationContext.Provider>
  );
}
