import { messageResponseSchema } from '@store/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const resendVerification = async () =>
  (await apiRequest('/verify-email/resend', { method: 'POST', auth: true, schema: messageResponseSchema })).data;

/** "Resend verification email" (the server allows a few in 15 minutes). */
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
