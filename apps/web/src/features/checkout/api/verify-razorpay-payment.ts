import { type RazorpayVerifyInput, statusResponseSchema } from '@store/shared';
import { apiRequest } from '../../../lib/api-client';

/** Standard Checkout's signed result, checked on the server: answers where the browser goes next. */
export const verifyRazorpayPayment = async (result: RazorpayVerifyInput) =>
  (
    await apiRequest('/payments/razorpay/verify', {
      method: 'POST',
      auth: true,
      body: result,
      schema: statusResponseSchema,
    })
  ).data;
