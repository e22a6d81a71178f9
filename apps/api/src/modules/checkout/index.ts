export { registerCheckoutRoutes } from './checkout.routes';
export type { CheckoutTables } from './checkout.tables';
export type {
  CheckoutDeps,
  OrderPaidListener,
  OrderRefundedListener,
  OrderUnpaidListener,
  PaidOrder,
  RefundedOrder,
  UnpaidOrder,
} from './checkout-deps';
export { createEncRespCodec } from './enc-resp';
export { orderWithItems, orderWithItemsById } from './order-lookup';
export { registerOrdersAdminRoutes } from './orders.admin-routes';
export { reconcileOnce, startReconciler } from './reconcile';
export { isDesignOrdered, ordersByStatus, paidTotals, salesByMonth, spendByCustomer } from './sales-figures.repository';
export { registerWebhookRoutes } from './webhook.routes';
