import { adminOrderDetailSchema } from '@store/shared';
import { apiRequest } from '../../../lib/api-client';

/** Asks the payment provider again about an order and answers with the order as it is now. */
export const recheckAdminOrder = async (orderNumber: string) =>
  (
    await apiRequest(`/admin/orders/${encodeURIComponent(orderNumber)}/recheck`, {
      method: 'POST',
      auth: true,
      schema: adminOrderDetailSchema,
    })
  ).data;
