import type { CheckoutMethod } from '@store/shared';
/** What the store needs from a card payment provider; the demo provider, Cashfree and Razorpay implement it. */

export interface CreateProviderOrderInput {
  /** Our order number, used as the provider's order id (retries reuse it). */
  orderNumber: string;
  amountPaise: number;
  customer: { id: string; name: string; email: string; phone: string };
  returnUrl: string;
  notifyUrl: string;
  expiresAt: Date;
}

export interface ProviderSession {
  paymentSessionId: string;
  expiresAt: string | null;
}

export interface ProviderPayment {
  paymentId: string;
  /** SUCCESS, FAILED, USER_DROPPED, PENDING, NOT_ATTEMPTED, CANCELLED, VOID, … as the provider says. */
  status: string;
  amountPaise: number;
  currency: string;
  method: string | null;
  last4: string | null;
  /** Where the money came from, for the record: a masked UPI id, a card's network and last 4, a bank, a wallet. */
  methodDetail?: string | null;
  /** A failed attempt whose request ran out of time (a UPI request never approved in the payer's app). */
  expired?: boolean;
}

/**
 * The provider's own ids the store keeps for an order, for providers that name orders themselves
 * (Razorpay's `order_…`, kept as the payment session id): saves looking the order up by our number.
 */
export interface ProviderOrderRef {
  sessionId?: string | null;
  /** The payment that paid the order. */
  paymentId?: string | null;
}

export interface ProviderOrderState {
  /** False when the provider has no such order (its creation never reached it). */
  found: boolean;
  /** ACTIVE, PAID, EXPIRED, TERMINATED, … */
  orderStatus: string | null;
  payments: ProviderPayment[];
}

export interface PaymentWebhookEvent {
  /** Unique per event, so a redelivery is recognised. */
  eventKey: string;
  type: string;
  /** Empty when the event names only the provider's order (sessionId). */
  orderNumber: string;
  /** The provider's order id, when it names orders itself (Razorpay): the order is found by it. */
  sessionId?: string;
  payment: ProviderPayment;
}

/** A signed event of a kind the store does not act on: acknowledged, so the provider does not retry it. */
export interface IgnoredWebhookEvent {
  eventKey: string;
  type: string;
  ignored: true;
}

export interface RefundInput {
  orderNumber: string;
  /** Our id for the refund: the same for every try, so the provider refunds once. */
  refundId: string;
  amountPaise: number;
  note: string;
  /** The provider's ids for the order, when the store has them. */
  ref?: ProviderOrderRef;
}

export interface ProviderRefund {
  refundId: string;
  /** SUCCESS (done), PENDING or ONHOLD (taken on, not done yet), CANCELLED or FAILED (no money went back). */
  status: string;
  amountPaise: number;
  /** The provider's words on the status (Cashfree's status_description), when it gives any. */
  message: string | null;
}

/** A signed refund status event (Cashfree's REFUND_STATUS_WEBHOOK). */
export interface RefundWebhookEvent {
  /** Unique per event, so a redelivery is recognised. */
  eventKey: string;
  type: string;
  /** Empty when the event names only the provider's order (sessionId). */
  orderNumber: string;
  sessionId?: string;
  refund: ProviderRefund;
}

/**
 * The ways to pay the store offers through each provider's checkout, in the order it shows them (UPI first:
 * most Indian retail payments are UPI). Each provider's hosted checkout offers all three.
 */
export const CHECKOUT_METHODS: readonly CheckoutMethod[] = ['upi', 'card', 'netbanking'];

/** How the browser opens the provider's checkout, and the ways to pay it offers (CHECKOUT_METHODS unless given). */
export type BrowserCheckout = { methods?: readonly CheckoutMethod[] } & (
  | { kind: 'demo' }
  | { kind: 'cashfree'; mode: 'sandbox' | 'production' }
  | { kind: 'razorpay'; keyId: string; checkoutScript: string }
);

/** What Razorpay's Standard Checkout hands the browser's handler after a payment. */
export interface CheckoutResult {
  /** The order id we stored for the order, never the one the browser sent. */
  sessionId: string;
  paymentId: string;
  signature: string;
}

export interface PaymentProvider {
  readonly name: 'demo' | 'cashfree' | 'razorpay';
  readonly checkout: BrowserCheckout;
  createOrder(input: CreateProviderOrderInput): Promise<ProviderSession>;
  fetchOrder(orderNumber: string, ref?: ProviderOrderRef): Promise<ProviderOrderState>;
  /**
   * Refunds a paid order (retries with the same refundId refund once): SUCCESS, or PENDING/ONHOLD until
   * the provider confirms; throws ProviderRejected when refused, CANCELLED or FAILED.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** The refund's status now; null when the provider has no such refund. */
  fetchRefund(orderNumber: string, refundId: string, ref?: ProviderOrderRef): Promise<ProviderRefund | null>;
  /** Checks signature and timestamp over the raw body and reads a payment or refund event; throws InvalidWebhook otherwise. */
  verifyEvent(
    rawBody: string,
    headers: Record<string, string | undefined>,
  ): PaymentWebhookEvent | RefundWebhookEvent | IgnoredWebhookEvent;
  /** verifyEvent for payment events only (a refund event is an InvalidWebhook). */
  verifyWebhook(rawBody: string, headers: Record<string, string | undefined>): PaymentWebhookEvent;
  /**
   * Providers whose browser checkout returns a signed result (Razorpay): checks the signature, then reads
   * the payment from the provider. Throws InvalidCheckoutSignature for a signature that does not match.
   */
  readCheckoutPayment?(result: CheckoutResult): Promise<ProviderPayment>;
}

/** The provider could not be reached, timed out or failed on its side. */
export class ProviderUnavailable extends Error {}
/** The provider refused the request (bad data or credentials). */
export class ProviderRejected extends Error {}
export class InvalidWebhook extends Error {}
/** The browser's checkout result is not signed by the provider for this order. */
export class InvalidCheckoutSignature extends Error {}
