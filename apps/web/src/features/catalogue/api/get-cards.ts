import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, toQueryString } from '../../../lib/api-client';
import { type CardsPage, type CardsParams, catalogueKeys } from '../../../lib/catalogue-keys';
import { startUpSchema } from '../../../lib/start-up-schema';
import { takeFirstDesigns } from '../first-designs';

export type { CardsPage, CardsParams };

export async function getCards(params: CardsParams, signal?: AbortSignal): Promise<CardsPage> {
  const { data, headers } = await apiRequest(`/cards${toQueryString({ ...params })}`, {
    signal,
    schema: startUpSchema('designCardListSchema'),
  });
  return { cards: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

export const cardsQueryOptions = (params: CardsParams) =>
  queryOptions({
    queryKey: catalogueKeys.cardList(params),
    queryFn: ({ signal }) => getCards(params, signal),
    // In the first render already: the page the server drew from the same designs hydrates as it was sent.
    initialData: () => takeFirstDesigns(params),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    // A refused address (a search too long) is refused again: only a failure of the server is retried.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

export const useCards = (params: CardsParams) => useQuery(cardsQueryOptions(params));
