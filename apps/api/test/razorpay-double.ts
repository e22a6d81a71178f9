/** A local test double of Razorpay's API: real HTTP on 127.0.0.1, plus test controls (see razorpay-double/). */
export type {
  OrderEntity,
  PaymentEntity,
  PaymentMethod,
  PaymentStatus,
  RefundEntity,
  RefundStatus,
} from './razorpay-double/entities';
export {
  type CheckoutResult,
  type FailureKind,
  type PaidAttempt,
  type RazorpayDouble,
  type RecordedRequest,
  startRazorpayDouble,
} from './razorpay-double/server';
export {
  razorpayCheckoutSignature,
  razorpayWebhookSignature,
  type SignedWebhook,
} from './razorpay-double/webhook';
