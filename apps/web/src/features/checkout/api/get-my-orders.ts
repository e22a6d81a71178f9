import { customerOrderListSchema } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const getOrders = async (signal?: AbortSignal) =>
  (await apiRequest('/orders', { auth: true, signal, schema: customerOrderListSchema })).data;

/** The customer's orders, newest first; a failed load is logged and counts as none, as the spec says. */
export const myOrdersQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.myOrders(),
    queryFn: async ({ signal }) => {
      try {
        return await getOrders(signal);
      } catch (error) {
        console.warn('Orders could not be loaded', error);
        return [];
      }
    },
  });

export const useMyOrders = () => useQuery(myOrdersQueryOptions());
