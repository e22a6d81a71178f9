import { type StoreSettingsInput, storeSettingsSchema } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { storeSettingsQueryKey } from '../../../lib/store-settings';
import { adminSettingsKeys } from './admin-settings-keys';

const saveAdminSettings = async (input: StoreSettingsInput) =>
  (await apiRequest('/admin/settings', { method: 'PUT', auth: true, body: input, schema: storeSettingsSchema })).data;

/** Saves the settings; the footer and contact page (the public settings) then show the new ones. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminSettingsKeys.current(), saved);
      await queryClient.invalidateQueries({ queryKey: storeSettingsQueryKey });
    },
  });
}
