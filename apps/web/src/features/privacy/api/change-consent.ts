import { consentListSchema, type OptionalPurpose } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { privacyKeys } from './get-consents';

const changeConsent = async ({ purpose, give }: { purpose: OptionalPurpose; give: boolean }) =>
  (
    await apiRequest(`/privacy/consents/${purpose}${give ? '' : '/withdraw'}`, {
      method: 'POST',
      auth: true,
      schema: consentListSchema,
    })
  ).data;

/** Gives or withdraws an optional consent; the answer is the new list. */
export function useChangeConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeConsent,
    onSuccess: (list) => client.setQueryData(privacyKeys.consents, list),
  });
}
