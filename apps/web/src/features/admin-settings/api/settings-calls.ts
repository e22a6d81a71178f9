import type { StoreSettings, StoreSettingsInput } from '@store/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeSettingsQueryKey } from '../../../lib/store-settings';

const adminSettingsKey = ['admin-settings'] as const;

const getAdminSettings = async (signal?: AbortSignal) =>
  (await apiRequest<StoreSettings>('/admin/settings', { auth: true, signal })).data;

const saveAdminSettings = async (input: StoreSettingsInput) =>
  (await apiRequest<StoreSettings>('/admin/settings', { method: 'PUT', auth: true, body: input })).data;

export const useAdminSettings = () =>
  useQuery({ queryKey: adminSettingsKey, queryFn: ({ signal }) => getAdminSettings(signal) });

/** Saves the settings; the footer and contact page (the public settings) then show the new ones. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminSettingsKey, saved);
      await queryClient.invalidateQueries({ queryKey: storeSettingsQueryKey });
    },
  });
}
