import type { MessageResponse, PasswordResetConfirm } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const confirmPasswordReset = async (input: PasswordResetConfirm) =>
  (await apiRequest<MessageResponse>('/password-reset/confirm', { method: 'POST', body: input })).data;

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
