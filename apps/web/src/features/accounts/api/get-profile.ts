import { profileResponseSchema } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

export const getProfile = async (signal?: AbortSignal) =>
  (await apiRequest('/profile', { auth: true, signal, schema: profileResponseSchema })).data;

/** The logged-in customer's name and email; asked only with a token, and not retried once refused. */
export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: accountsKeys.profile(token),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: Boolean(token),
    retry: false,
  });

export const useProfile = (token: string | null) => useQuery(profileQueryOptions(token));
