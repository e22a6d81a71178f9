import type { StoreSettings } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminSettingsKeys } from './admin-settings-keys';

export const getAdminSettings = async (signal?: AbortSignal) =>
  (await apiRequest<StoreSettings>('/admin/settings', { auth: true, signal })).data;

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsKeys.current(), queryFn: ({ signal }) => getAdminSettings(signal) });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
