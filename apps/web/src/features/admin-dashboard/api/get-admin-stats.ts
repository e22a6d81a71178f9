import { adminStatsSchema } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminDashboardKeys } from './admin-dashboard-keys';

export const getAdminStats = async (signal?: AbortSignal) =>
  (await apiRequest('/admin/stats', { auth: true, signal, schema: adminStatsSchema })).data;

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminDashboardKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal) });

/** The dashboard's figures and chart data. */
export const useAdminStats = () => useQuery(adminStatsQueryOptions());
