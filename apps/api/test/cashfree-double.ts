/** A local test double of Cashfree PG: real HTTP on 127.0.0.1, plus test controls (see cashfree-double/). */
export type { OrderEntity, PaymentEntity, PaymentStatus } from './cashfree-double/entities';
export type { RefundEntity, RefundStatus } from './cashfree-double/refunds';
export {
  type CashfreeDouble,
  type FailureKind,
  type RecordedRequest,
  startCashfreeDouble,
} from './cashfree-double/server';
export { cashfreeSignature, type SignedWebhook } from './cashfree-double/webhook';
