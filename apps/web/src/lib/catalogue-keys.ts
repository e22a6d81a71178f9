import type { DesignCard } from '@store/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { startUpSchema } from './start-up-schema';

/** One page of the shop's designs: the filter, keyword, page and the visit's shuffle seed. */
export interface CardsParams {
  category?: string;
  q?: string;
  page: number;
  limit: number;
  seed: number;
}

/** The designs of one such page, and how many match in all. */
export interface CardsPage {
  cards: DesignCard[];
  total: number;
}

/**
 * Every query key of the catalogue. The admin's design list sits under `cards` too, so invalidating
 * `catalogueKeys.cards` after a change refreshes the shop and the admin list alike.
 */
export const catalogueKeys = {
  cards: ['cards'] as const,
  cardList: (params: CardsParams) => [...catalogueKeys.cards, params] as const,
  adminCardList: (q: string, page: number) => [...catalogueKeys.cards, 'admin', q, page] as const,
  categories: ['categories'] as const,
  /** Under the categories, so whatever refreshes them refreshes these too. */
  categoriesWithDesigns: ['categories', 'with-designs'] as const,
};

const getCategories = async (signal?: AbortSignal) =>
  (await apiRequest('/categories', { signal, schema: startUpSchema('categoryListSchema') })).data;

/** The store's categories (shop filter, admin design form); `initialData` gives those the page was sent with. */
export const categoriesQueryOptions = (initialData?: () => string[] | undefined) =>
  queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    initialData,
    staleTime: 5 * 60_000,
  });
