import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPaymentConfig } from './checkout-calls';
import { checkoutKeys } from './checkout-keys';

/** The provider's checkout and the ways to pay it offers: fixed while the store runs. */
export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.paymentConfig(),
    queryFn: getPaymentConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePaymentConfig = () => useQuery(paymentConfigQueryOptions());
