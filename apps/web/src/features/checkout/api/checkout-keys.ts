/** Query keys of the checkout feature, in one factory so invalidation names a family instead of a string. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  myOrders: () => [...checkoutKeys.all, 'my-orders'] as const,
  orderResult: (orderNumber: string) => [...checkoutKeys.all, 'order-result', orderNumber] as const,
  paymentConfig: () => [...checkoutKeys.all, 'payment-config'] as const,
};
