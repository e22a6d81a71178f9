export { registerCheckoutRoutes } from './checkout.routes';
export type { CheckoutDeps } from './checkout-deps';
export { createEncRespCodec } from './enc-resp';
export { reconcileOnce, startReconciler } from './reconcile';
export { registerWebhookRoutes } from './webhook.routes';
