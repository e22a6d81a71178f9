import type { DemoSession } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoCheckoutKeys } from './demo-checkout-keys';

/** The payment a session asks for, or null for an unknown link; the gateway is not the store's API. */
export async function getDemoSession(sessionId: string, signal?: AbortSignal): Promise<DemoSession | null> {
  const response = await fetch(`/demo-pg/sessions/${encodeURIComponent(sessionId)}`, { signal });
  return response.ok ? ((await response.json()) as DemoSession) : null;
}

export const demoSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: demoCheckoutKeys.session(sessionId),
    queryFn: ({ signal }) => getDemoSession(sessionId, signal),
  });

export const useDemoSession = (sessionId: string) => useQuery(demoSessionQueryOptions(sessionId));
