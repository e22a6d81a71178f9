export { CASHFREE_API_VERSION, createCashfreeProvider } from './cashfree-provider';
export { createPaymentProvider, type PaymentsConfig, type PaymentsSetup } from './create-provider';
export { DEMO_IN_PRODUCTION_WARNING } from './demo-notice';
export { paymentsModule } from './payments.module';
export type { PaymentsTables } from './payments.tables';
export {
  type BrowserCheckout,
  CHECKOUT_METHODS,
  type CheckoutResult,
  type IgnoredWebhookEvent,
  InvalidCheckoutSignature,
  InvalidWebhook,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderOrderRef,
  type ProviderOrderState,
  type ProviderPayment,
  type ProviderRefund,
  ProviderRejected,
  ProviderUnavailable,
  type RefundInput,
  type RefundWebhookEvent,
} from './provider';
export { createRazorpayProvider } from './razorpay-provider';
export { fetchTransport, type Transport } from './transport';
export { signWebhook, WEBHOOK_TOLERANCE_MS } from './webhook-signature';
