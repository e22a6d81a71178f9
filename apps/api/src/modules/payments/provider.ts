/** What the store needs from a card payment provider; the demo provider and Cashfree both implement it. */

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
  orderNumber: string;
  payment: ProviderPayment;
}

export interface RefundInput {
  orderNumber: string;
  /** Our id for the refund: the same for every try, so the provider refunds once. */
  refundId: string;
  amountPaise: number;
  note: string;
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
  orderNumber: string;
  refund: ProviderRefund;
}

/** How the browser opens the provider's checkout. */
export type BrowserCheckout = { kind: 'demo' } | { kind: 'cashfree'; mode: 'sandbox' | 'production' };

export interface PaymentProvider {
  readonly name: 'demo' | 'cashfree';
  readonly checkout: BrowserCheckout;
  createOrder(input: CreateProviderOrderInput): Promise<ProviderSession>;
  fetchOrder(orderNumber: string): Promise<ProviderOrderState>;
  /**
   * Refunds a paid order (retries with the same refundId refund once): SUCCESS, or PENDING/ONHOLD until
   * the provider confirms; throws ProviderRejected when refused, CANCELLED or FAILED.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** The refund's status now; null when the provider has no such refund. */
  fetchRefund(orderNumber: string, refundId: string): Promise<ProviderRefund | null>;
  /** Checks signature and timestamp over the raw body and reads a payment or refund event; throws InvalidWebhook otherwise. */
  verifyEvent(rawBody: string, headers: Record<string, string | undefined>): PaymentWebhookEvent | RefundWebhookEvent;
  /** verifyEvent for payment events only (a refund event is an InvalidWebhook). */
  verifyWebhook(rawBody: string, headers: Record<string, string | undefined>): PaymentWebhookEvent;
}

/** The provider could not be reached, timed out or failed on its side. */
export class ProviderUnavailable extends Error {}
/** The provider refused the request (bad data or credentials). */
export class ProviderRejected extends Error {}
export class InvalidWebhook extends Error {}
