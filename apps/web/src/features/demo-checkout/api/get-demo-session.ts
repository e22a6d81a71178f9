import { type DemoSession, demoSessionSchema } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { demoCheckoutKeys } from './demo-checkout-keys';

/** The payment a session asks for, or null for an unknown link; the gateway is not the store's API. */
export async function getDemoSession(sessionId: string, signal?: AbortSignal): Promise<DemoSession | null> {
  try {
    const path = `/sessions/${encodeURIComponent(sessionId)}`;
    return (await apiRequest(path, { signal, base: '/demo-pg', schema: demoSessionSchema })).data;
  } catch (failure) {
    if (failure instanceof ApiError) return null;
    throw failure;
  }
}

export const demoSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: demoCheckoutKeys.session(sessionId),
    queryFn: ({ signal }) => getDemoSession(sessionId, signal),
  });

export const useDemoSession = (sessionId: string) => useQuery(demoSessionQueryOptions(sessionId));
