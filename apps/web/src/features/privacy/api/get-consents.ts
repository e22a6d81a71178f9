import { consentListSchema } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const privacyKeys = { consents: ['privacy', 'consents'] as const };

const getConsents = async (signal?: AbortSignal) =>
  (await apiRequest('/privacy/consents', { auth: true, signal, schema: consentListSchema })).data;

export const consentsQueryOptions = () =>
  queryOptions({ queryKey: privacyKeys.consents, queryFn: ({ signal }) => getConsents(signal) });

/** The logged-in customer's consents, newest first. */
export const useConsents = () => useQuery(consentsQueryOptions());
