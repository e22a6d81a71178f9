import { messageResponseSchema, type VerifyEmailInput } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

const verifyEmail = async (input: VerifyEmailInput) =>
  (await apiRequest('/verify-email', { method: 'POST', body: input, schema: messageResponseSchema })).data;

/** Follows a verification link; a profile already loaded shows the new state. */
export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKeys.all }),
  });
};
