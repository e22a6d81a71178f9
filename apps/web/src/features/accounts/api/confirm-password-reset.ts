import { messageResponseSchema, type PasswordResetConfirm } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const confirmPasswordReset = async (input: PasswordResetConfirm) =>
  (await apiRequest('/password-reset/confirm', { method: 'POST', body: input, schema: messageResponseSchema })).data;

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
