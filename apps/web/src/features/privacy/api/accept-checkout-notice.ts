import { consentListSchema, type PrivacyChoice } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { privacyKeys } from './get-consents';

const acceptCheckoutNotice = async (choice: PrivacyChoice) =>
  (
    await apiRequest('/privacy/checkout-notice', {
      method: 'POST',
      body: choice,
      auth: true,
      schema: consentListSchema,
    })
  ).data;

/** Records the notice a new customer accepted at checkout, with the optional consents ticked. */
export function useAcceptCheckoutNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptCheckoutNotice,
    onSuccess: (list) => client.setQueryData(privacyKeys.consents, list),
  });
}
