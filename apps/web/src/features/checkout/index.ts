export { createOrder, getPaymentStatus, postPaymentResponse } from './api/checkout-calls';
export { getOrders, useMyOrders } from './api/get-my-orders';
export {
  type CheckoutSession,
  clearCheckoutSession,
  newIdempotencyKey,
  readCheckoutSession,
  writeCheckoutSession,
} from './checkout-session';
export { type CheckoutDetails, CheckoutForm } from './components/checkout-form';
export { OrderSummary } from './components/order-summary';
export { OrdersList } from './components/orders-list';
export { PaymentResultCard, type PaymentView } from './components/payment-result';
export { openProviderCheckout } from './open-provider-checkout';
