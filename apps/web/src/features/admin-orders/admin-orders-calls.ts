import type { AdminOrder, AdminOrderDetail, OrderStatus } from '@store/shared';
import { apiRequest, toQueryString } from '../../lib/api-client';

export const ADMIN_ORDERS_PAGE_SIZE = 20;

export async function getAdminOrders(params: { status?: OrderStatus; q?: string; page: number }, signal?: AbortSignal) {
  const { data, headers } = await apiRequest<AdminOrder[]>(
    `/admin/orders${toQueryString({ ...params, limit: ADMIN_ORDERS_PAGE_SIZE })}`,
    { auth: true, signal },
  );
  return { orders: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

export const getAdminOrder = async (orderNumber: string, signal?: AbortSignal) =>
  (await apiRequest<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(orderNumber)}`, { auth: true, signal })).data;

export const recheckAdminOrder = async (orderNumber: string) =>
  (
    await apiRequest<AdminOrderDetail>(`/admin/orders/${encodeURIComponent(orderNumber)}/recheck`, {
      method: 'POST',
      auth: true,
    })
  ).data;
