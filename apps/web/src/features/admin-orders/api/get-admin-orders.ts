import { adminOrderListSchema } from '@store/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getPage } from '../../../lib/get-page';
import { type AdminOrdersFilter, adminOrdersKeys } from './admin-orders-keys';

export const ADMIN_ORDERS_PAGE_SIZE = 20;

export async function getAdminOrders(filter: AdminOrdersFilter, signal?: AbortSignal) {
  const { items, total } = await getPage(
    '/admin/orders',
    { ...filter, limit: ADMIN_ORDERS_PAGE_SIZE },
    { auth: true, signal, schema: adminOrderListSchema },
  );
  return { orders: items, total };
}

export type AdminOrdersPage = Awaited<ReturnType<typeof getAdminOrders>>;

/** One page of orders; the previous page stays on screen while the next loads. */
export const adminOrdersQueryOptions = (filter: AdminOrdersFilter) =>
  queryOptions({
    queryKey: adminOrdersKeys.list(filter),
    queryFn: ({ signal }) => getAdminOrders(filter, signal),
    placeholderData: keepPreviousData,
  });
