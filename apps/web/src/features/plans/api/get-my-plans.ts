import { customerPlanListSchema } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { plansKeys } from '../../../lib/plans-keys';

export const getMyPlans = async (signal?: AbortSignal) =>
  (await apiRequest('/my-plans', { auth: true, signal, schema: customerPlanListSchema })).data;

export const myPlansQueryOptions = () =>
  queryOptions({ queryKey: plansKeys.mine(), queryFn: ({ signal }) => getMyPlans(signal) });

/** The customer's plans with their dates (India time) and months left. */
export const useMyPlans = () => useQuery(myPlansQueryOptions());
