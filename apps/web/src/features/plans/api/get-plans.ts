import { type MarketingPlanList, PLANS_ELEMENT_ID } from '@store/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { marketingPlans } from '../../../content/plans';
import { apiRequest } from '../../../lib/api-client';
import { plansKeys } from '../../../lib/plans-keys';
import { readIsland } from '../../../lib/read-island';
import { startUpSchema } from '../../../lib/start-up-schema';

/** The plans the server put into this page (a page that shows them), given once. */
let sentPlans = readIsland<MarketingPlanList>(PLANS_ELEMENT_ID);
// As fresh as the page, which the server drew when the browser asked for it.
const sentAt = typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;

function takeSentPlans(): MarketingPlanList | undefined {
  const plans = sentPlans;
  sentPlans = undefined;
  return plans;
}

export const getPlans = async (signal?: AbortSignal) =>
  (await apiRequest('/plans', { signal, schema: startUpSchema('marketingPlanListSchema') })).data;

/**
 * The plans on sale. Until the store answers (and in prerendered pages) the plans as first sold
 * stand in, so the section never jumps; they are not offered for sale until the store's own arrive.
 */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: plansKeys.onSale(),
    queryFn: ({ signal }) => getPlans(signal),
    placeholderData: { plans: marketingPlans },
    // A page drawn by the server with the store's plans hydrates with them, ready to buy: they are the store's
    // current ones (a drawn page is drawn anew when the plans change), so they are not asked for again at once.
    initialData: takeSentPlans,
    initialDataUpdatedAt: sentAt,
    staleTime: 60_000,
  });

/** The server's render: the plans on sale as the page's data carries them. */
export function seedPlansOnSale(client: QueryClient, list: MarketingPlanList): void {
  client.setQueryData(plansKeys.onSale(), list);
}

export const usePlans = () => useQuery(plansQueryOptions());
