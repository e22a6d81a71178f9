import type { MessageResponse } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const resendVerification = async () =>
  (await apiRequest<MessageResponse>('/verify-email/resend', { method: 'POST', auth: true })).data;

/** "Resend verification email" (the server allows a few in 15 minutes). */
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
