import type { MarketingPlanList } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketingPlans } from '../../../content/plans';
import { apiRequest } from '../../../lib/api-client';
import { plansKeys } from './plans-keys';

export const getPlans = async (signal?: AbortSignal) =>
  (await apiRequest<MarketingPlanList>('/plans', { signal })).data;

/**
 * The plans on sale. Until the store answers (and in prerendered pages) the plans as first sold
 * stand in, so the section never jumps; they are not offered for sale until the store's own arrive.
 */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: plansKeys.onSale(),
    queryFn: ({ signal }) => getPlans(signal),
    placeholderData: { plans: marketingPlans },
  });

export const usePlans = () => useQuery(plansQueryOptions());
