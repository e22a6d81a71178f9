export { checkoutModule } from './checkout.module';
export type { CheckoutTables } from './checkout.tables';
export type {
  CheckoutDeps,
  CheckoutEvents,
  OrderPaidListener,
  PaidOrder,
  PricedPlanLine,
  RefundedLine,
  RefundedOrder,
  UnpaidOrder,
} from './checkout-deps';
export { linesOfOrders } from './order-lines';
export { orderWithItems, orderWithItemsById } from './order-lookup';
export { eraseBuyerOfOrdersOf, orderIdsOfCustomer, ordersForExport } from './personal-data';
export { reconcileOnce } from './reconcile';
export { customerSpend, salesFigures } from './sales-figures';
