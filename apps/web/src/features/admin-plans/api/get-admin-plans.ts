import { adminPlansSchema } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminPlansKeys } from './admin-plans-keys';

export const getAdminPlans = async (signal?: AbortSignal) =>
  (await apiRequest('/admin/plans', { auth: true, signal, schema: adminPlansSchema })).data;

export const adminPlansQueryOptions = () =>
  queryOptions({ queryKey: adminPlansKeys.overview(), queryFn: ({ signal }) => getAdminPlans(signal) });

/** The plans with active customers, renewals due within 7 days and lapsed plans. */
export const useAdminPlans = () => useQuery(adminPlansQueryOptions());
