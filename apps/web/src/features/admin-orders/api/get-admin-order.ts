import { adminOrderDetailSchema } from '@store/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminOrdersKeys } from './admin-orders-keys';

export const getAdminOrder = async (orderNumber: string, signal?: AbortSignal) =>
  (
    await apiRequest(`/admin/orders/${encodeURIComponent(orderNumber)}`, {
      auth: true,
      signal,
      schema: adminOrderDetailSchema,
    })
  ).data;

export const adminOrderQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: adminOrdersKeys.detail(orderNumber),
    queryFn: ({ signal }) => getAdminOrder(orderNumber, signal),
  });
