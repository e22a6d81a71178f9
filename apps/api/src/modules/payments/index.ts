export { CASHFREE_API_VERSION, createCashfreeProvider } from './cashfree-provider';
export { createPaymentProvider, type PaymentsConfig } from './create-provider';
export {
  type BrowserCheckout,
  InvalidWebhook,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderOrderState,
  type ProviderPayment,
  ProviderRejected,
  ProviderUnavailable,
} from './provider';
export { fetchTransport, type Transport } from './transport';
export { signWebhook, WEBHOOK_TOLERANCE_MS } from './webhook-signature';
