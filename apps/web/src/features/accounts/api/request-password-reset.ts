import { messageResponseSchema, type PasswordResetRequest } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const requestPasswordReset = async (input: PasswordResetRequest) =>
  (await apiRequest('/password-reset', { method: 'POST', body: input, schema: messageResponseSchema })).data;

/** "Forgot password?": the server answers the same whether or not the account exists. */
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
