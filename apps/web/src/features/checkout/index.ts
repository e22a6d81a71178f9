export { createOrder, getPaymentStatus, postPaymentResponse } from './api/checkout-calls';
export { getOrders, useMyOrders } from './api/get-my-orders';
export {
  type CheckoutSession,
  clearCheckoutSession,
  newIdempotencyKey,
  readCheckoutSession,
  writeCheckoutSession,
} from './checkout-session';
export { OrderSummary } from './components/order-summary';
export { OrdersList } from './components/orders-list';
export { PaymentResultCard, type PaymentView } from './components/payment-result';
export { PhoneForm } from './components/phone-form';
export { openProviderCheckout } from './open-provider-checkout';
