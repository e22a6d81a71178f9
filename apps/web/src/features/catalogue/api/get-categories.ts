import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { takeSentCategories } from '../first-designs';
import { catalogueKeys } from './catalogue-keys';

export const getCategories = async (signal?: AbortSignal) =>
  (await apiRequest<string[]>('/categories', { signal })).data;

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    initialData: takeSentCategories,
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
