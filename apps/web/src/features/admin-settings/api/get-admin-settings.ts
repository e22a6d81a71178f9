import { storeSettingsSchema } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminSettingsKeys } from './admin-settings-keys';

export const getAdminSettings = async (signal?: AbortSignal) =>
  (await apiRequest('/admin/settings', { auth: true, signal, schema: storeSettingsSchema })).data;

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsKeys.current(), queryFn: ({ signal }) => getAdminSettings(signal) });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
