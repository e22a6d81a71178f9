import { orderResultSchema } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const getOrderResult = async (orderNumber: string, signal?: AbortSignal) =>
  (await apiRequest(`/payment-result/${encodeURIComponent(orderNumber)}`, { signal, schema: orderResultSchema })).data;

/** How often a payment the bank has not settled is asked again: its webhook usually lands within seconds. */
const PENDING_RECHECKS = 6;
const RECHECK_MS = 2000;

/** An order's number and status by its number (a return without a session), asked again while pending. */
export const useOrderResult = (orderNumber: string) =>
  useQuery({
    queryKey: checkoutKeys.orderResult(orderNumber),
    queryFn: ({ signal }) => getOrderResult(orderNumber, signal),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'PENDING' && query.state.dataUpdateCount <= PENDING_RECHECKS ? RECHECK_MS : false,
  });
