import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getCategories = async (signal?: AbortSignal) =>
  (await apiRequest<string[]>('/categories', { signal })).data;

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: ({ signal }) => getCategories(signal), staleTime: 5 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
