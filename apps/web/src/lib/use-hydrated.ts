import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a prerendered page is being hydrated (and in the prerender itself), true
 * afterwards and in every page drawn in the browser from scratch. Parts that only the
 * browser should draw wait for it, so the hydrated HTML stays small.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
