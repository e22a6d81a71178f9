import { type PublicStoreSettings, type SellerDisplay, STORE_SETTINGS_ELEMENT_ID, sellerDisplay } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import { apiRequest } from './api-client';
import { readIsland } from './read-island';
import { startUpSchema } from './start-up-schema';

export const storeSettingsQueryKey = ['store-settings'] as const;

/** The settings the server put into the page it sent (every page carries them). */
const embedded = readIsland<PublicStoreSettings>(STORE_SETTINGS_ELEMENT_ID);
const loadedAt = Date.now();

const getStoreSettings = async (signal?: AbortSignal) =>
  (await apiRequest('/settings', { signal, schema: startUpSchema('publicStoreSettingsSchema') })).data;

/**
 * The seller's details and grievance officer. The page arrived with them, so the first render
 * already has them (a prerendered page hydrates with exactly the texts it was sent with); an
 * admin's save invalidates the query and every screen shows the new ones.
 */
export function useStoreSettings(enabled = true) {
  return useQuery({
    queryKey: storeSettingsQueryKey,
    queryFn: ({ signal }) => getStoreSettings(signal),
    initialData: embedded,
    initialDataUpdatedAt: loadedAt,
    staleTime: 5 * 60_000,
    enabled,
  });
}

const PlaceholderTexts = createContext<SellerDisplay | null>(null);

/** Used by the prerender: the footer is drawn with placeholders the server fills on every request. */
export function SellerPlaceholders({ texts, children }: { texts: SellerDisplay; children: ReactNode }) {
  return createElement(PlaceholderTexts.Provider, { value: texts }, children);
}

/** Every text shown about the seller, or undefined while the settings load. */
export function useSellerDisplay(): SellerDisplay | undefined {
  const placeholders = useContext(PlaceholderTexts);
  const { data } = useStoreSettings(placeholders === null);
  const display = useMemo(() => (data ? sellerDisplay(data) : undefined), [data]);
  return placeholders ?? display;
}
