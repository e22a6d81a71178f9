export { createOrder, getPaymentStatus, postPaymentResponse } from './api/checkout-calls';
export { getOrders, useMyOrders } from './api/get-my-orders';
export { useOrderResult } from './api/get-order-result';
export { paymentConfigQueryOptions, usePaymentConfig } from './api/get-payment-config';
export {
  type CheckoutSession,
  clearCheckoutSession,
  newIdempotencyKey,
  readCheckoutSession,
  writeCheckoutSession,
} from './checkout-session';
export { type CheckoutDetails, CheckoutForm } from './components/checkout-form';
export { OrderResultCard } from './components/order-result-card';
export { OrderSummary } from './components/order-summary';
export { OrdersList } from './components/orders-list';
export { PaymentMethods } from './components/payment-methods';
export { PaymentResultCard, type PaymentView } from './components/payment-result';
export { openProviderCheckout } from './open-provider-checkout';
export { payWithRazorpay } from './razorpay-checkout';
export { readSavedDetails, saveDetails } from './saved-details';
export { usePaymentPageDocument } from './use-payment-page-document';
