import {
  newOrderResponseSchema,
  type PaymentResult,
  paymentConfigSchema,
  paymentResultSchema,
  statusResponseSchema,
} from '@store/shared';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { CheckoutSession } from '../checkout-session';

/** The store always sends a payment session; the spec's page still takes an answer without one (logs it and stays). */
const newOrderAnswerSchema = newOrderResponseSchema.partial({ payment_session_id: true });

export const createOrder = async (session: CheckoutSession) =>
  (
    await apiRequest('/new-order', {
      method: 'POST',
      auth: true,
      headers: { 'Idempotency-Key': session.idempotencyKey },
      body: {
        cartTotal: session.cartTotal,
        phone: session.phone,
        titles: session.titles,
        items: session.items,
        billing: session.billing,
        plans: session.plans,
      },
      schema: newOrderAnswerSchema,
    })
  ).data;

export const getPaymentStatus = async (paymentSessionId: string) =>
  (await apiRequest(`/status/${encodeURIComponent(paymentSessionId)}`, { auth: true, schema: statusResponseSchema }))
    .data;

export const getPaymentConfig = async () =>
  (await apiRequest('/payments/config', { schema: paymentConfigSchema })).data;

/**
 * The payment result behind encResp: any non-200 means Failed, except an expired link (410),
 * which throws so the page shows its Error state: nothing is known about that payment any more.
 */
export async function postPaymentResponse(
  encResp: string,
): Promise<{ ok: true; result: PaymentResult } | { ok: false }> {
  try {
    const answer = await apiRequest('/payment-response', {
      method: 'POST',
      body: { encResp },
      schema: paymentResultSchema,
    });
    return answer.status === 200 ? { ok: true, result: answer.data } : { ok: false };
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 410) throw new Error('The payment link has expired');
    if (failure instanceof ApiError) return { ok: false };
    throw failure;
  }
}
