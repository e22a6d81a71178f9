import {
  type CardDeletedResponse,
  type CardSavedResponse,
  cardDeletedResponseSchema,
  cardSavedResponseSchema,
  type DesignCard,
  designCardListSchema,
} from '@store/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import { catalogueKeys } from '../../../lib/catalogue-keys';

export const ADMIN_CARDS_PAGE_SIZE = 20;

export interface AdminCardsPage {
  cards: DesignCard[];
  total: number;
}

/** The catalogue newest first (no seed), as the back office lists it. */
async function getAdminCards(q: string, page: number, signal?: AbortSignal): Promise<AdminCardsPage> {
  const { data, headers } = await apiRequest(
    `/cards${toQueryString({ q: q.trim(), page, limit: ADMIN_CARDS_PAGE_SIZE })}`,
    { signal, schema: designCardListSchema },
  );
  return { cards: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

export const adminCardsQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: catalogueKeys.adminCardList(q, page),
    queryFn: ({ signal }) => getAdminCards(q, page, signal),
    placeholderData: keepPreviousData,
  });

export async function uploadCard(form: FormData): Promise<CardSavedResponse> {
  return (await apiRequest('/cards', { method: 'POST', body: form, auth: true, schema: cardSavedResponseSchema })).data;
}

export async function updateCard(id: string, form: FormData): Promise<CardSavedResponse> {
  const path = `/cards/${encodeURIComponent(id)}`;
  return (await apiRequest(path, { method: 'PUT', body: form, auth: true, schema: cardSavedResponseSchema })).data;
}

export async function deleteCard(id: string): Promise<CardDeletedResponse> {
  const path = `/cards/${encodeURIComponent(id)}`;
  return (await apiRequest(path, { method: 'DELETE', auth: true, schema: cardDeletedResponseSchema })).data;
}
