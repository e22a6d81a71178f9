import { adminRefundAnswerSchema, type RefundRequestInput } from '@store/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * Refunds a paid order in full, or (with lines) some design units or unstarted plan months; answers with the order as it is now: REFUNDED, or (202) still PAID with
 * its refund pending at the provider and a message saying so.
 */
export const refundAdminOrder = async (orderNumber: string, input: RefundRequestInput) =>
  (
    await apiRequest(`/admin/orders/${encodeURIComponent(orderNumber)}/refund`, {
      method: 'POST',
      body: input,
      auth: true,
      schema: adminRefundAnswerSchema,
    })
  ).data;
