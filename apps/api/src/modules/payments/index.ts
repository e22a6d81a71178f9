export { CASHFREE_API_VERSION, createCashfreeProvider } from './cashfree-provider';
export { createPaymentProvider, type PaymentsConfig, type PaymentsSetup } from './create-provider';
export { registerDemoGatewayRoutes } from './demo-gateway/demo-gateway.routes';
export { DEMO_IN_PRODUCTION_WARNING, DEMO_PAYMENTS_NOTICE } from './demo-notice';
export type { PaymentsTables } from './payments.tables';
export {
  type BrowserCheckout,
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
