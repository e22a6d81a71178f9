import { refundableOrderSchema } from '@store/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminOrdersKeys } from './admin-orders-keys';

/** What each line of a paid order may still give back, with the figures the shared refund math needs. */
export const getRefundableOrder = async (orderNumber: string, signal?: AbortSignal) =>
  (
    await apiRequest(`/admin/orders/${encodeURIComponent(orderNumber)}/refundable`, {
      auth: true,
      signal,
      schema: refundableOrderSchema,
    })
  ).data;

export const refundableOrderQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: [...adminOrdersKeys.detail(orderNumber), 'refundable'] as const,
    queryFn: ({ signal }) => getRefundableOrder(orderNumber, signal),
  });
