import { type AdminProject, adminProjectsResponseSchema } from '@store/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import { adminOrdersKeys } from './admin-orders-keys';

/** The projects an order's lines started (the admin board searched by the order number). */
export const getOrderProjects = async (orderNumber: string, signal?: AbortSignal): Promise<AdminProject[]> => {
  const { data } = await apiRequest(`/admin/projects${toQueryString({ q: orderNumber })}`, {
    auth: true,
    signal,
    schema: adminProjectsResponseSchema,
  });
  return data.projects.filter((project) => project.orderNumber === orderNumber);
};

export const orderProjectsQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: adminOrdersKeys.projects(orderNumber),
    queryFn: ({ signal }) => getOrderProjects(orderNumber, signal),
  });
