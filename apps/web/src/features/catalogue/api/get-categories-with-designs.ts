import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/catalogue-keys';
import { startUpSchema } from '../../../lib/start-up-schema';
import { takeSentCategoriesWithDesigns } from '../first-designs';

const getCategoriesWithDesigns = async (signal?: AbortSignal) =>
  (await apiRequest('/categories/with-designs', { signal, schema: startUpSchema('categoryListSchema') })).data;

/** The categories that have designs: what a search that found nothing offers to try. */
export const useCategoriesWithDesigns = () =>
  useQuery({
    queryKey: catalogueKeys.categoriesWithDesigns,
    queryFn: ({ signal }) => getCategoriesWithDesigns(signal),
    // In the first render already when the server drew the page that found nothing.
    initialData: takeSentCategoriesWithDesigns,
    staleTime: 60_000,
  });
