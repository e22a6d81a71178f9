import type { MessageResponse, VerifyEmailInput } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountsKeys } from './accounts-keys';

const verifyEmail = async (input: VerifyEmailInput) =>
  (await apiRequest<MessageResponse>('/verify-email', { method: 'POST', body: input })).data;

/** Follows a verification link; a profile already loaded shows the new state. */
export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKeys.all }),
  });
};
