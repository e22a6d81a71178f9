import {
  CHECKOUT_METHODS,
  type CheckoutResult,
  type CreateProviderOrderInput,
  InvalidCheckoutSignature,
  InvalidWebhook,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderOrderRef,
  type ProviderOrderState,
  type ProviderRefund,
  ProviderRejected,
  type ProviderSession,
  ProviderUnavailable,
  type RefundInput,
} from './provider';
import {
  type RazorpayOrderEntity,
  type RazorpayPaymentEntity,
  type RazorpayRefundEntity,
  toPayment,
  toRefund,
} from './razorpay-entities';
import { checkoutSignatureValid } from './razorpay-signature';
import { readRazorpayWebhook } from './razorpay-webhook';
import type { Transport, TransportResponse } from './transport';

const TIMEOUT_MS = 10_000;
/** Where Razorpay serves Standard Checkout; it must be loaded from there, never bundled. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayOptions {
  /** https://api.razorpay.com, or a local double. */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Standard Checkout's script (RAZORPAY_CHECKOUT_SCRIPT, or a local double's). */
  checkoutScript?: string;
  transport: Transport;
  timeoutMs?: number;
}

/** Refund states in which Razorpay has taken the refund on: done, or settling to the buyer in days. */
const REFUND_ACCEPTED = new Set(['SUCCESS', 'PENDING']);

interface Collection<T> {
  items?: T[];
}

function parseJson<T>(response: TransportResponse): T {
  try {
    return JSON.parse(response.body) as T;
  } catch {
    throw new ProviderUnavailable(`provider answered ${response.status} with a body that is not JSON`);
  }
}

/** Razorpay's words for a refusal: `{ error: { code, description } }`. */
const refusal = (response: TransportResponse, what: string) => {
  const description = parseJson<{ error?: { description?: string } }>(response).error?.description;
  return new ProviderRejected(description ?? `${what} answered ${response.status}`);
};

/** Razorpay answers an id it does not know with 400 "The id provided does not exist" (or 404). */
const unknownId = (response: TransportResponse) =>
  response.status === 404 || (response.status === 400 && /does not exist/i.test(response.body));

/**
 * Razorpay Payment Gateway over its REST API (v1), through the store's Transport: orders in paise with our
 * order number as `receipt`, Standard Checkout's signed result, payments of an order, refunds by payment
 * with our refund id as `receipt` and `X-Refund-Idempotency`, and signed webhooks.
 */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}) {
    let response: TransportResponse;
    try {
      response = await options.transport({
        method,
        url: `${options.baseUrl}${path}`,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extra,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs,
      });
    } catch (error) {
      throw new ProviderUnavailable(error instanceof Error ? error.message : 'provider unreachable');
    }
    if (response.status >= 500 || response.status === 429) {
      throw new ProviderUnavailable(`provider answered ${response.status}`);
    }
    return response;
  }

  const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

  /** The Razorpay order made for our order number, found by its receipt (a create whose answer was lost). */
  async function orderByReceipt(orderNumber: string): Promise<RazorpayOrderEntity | undefined> {
    const response = await call('GET', `/v1/orders?receipt=${encodeURIComponent(orderNumber)}`);
    if (response.status !== 200) throw refusal(response, 'order lookup');
    const found = parseJson<Collection<RazorpayOrderEntity>>(response).items ?? [];
    return found.find((order) => order.receipt === orderNumber);
  }

  async function sessionIdOf(orderNumber: string, ref?: ProviderOrderRef): Promise<string | undefined> {
    return ref?.sessionId ?? (await orderByReceipt(orderNumber))?.id;
  }

  /** The order's payment attempts, oldest first (Razorpay lists the newest first). */
  async function paymentsOf(sessionId: string): Promise<RazorpayPaymentEntity[] | null> {
    const response = await call('GET', `/v1/orders/${path(sessionId)}/payments`);
    if (unknownId(response)) return null;
    if (response.status !== 200) throw refusal(response, 'payments lookup');
    const items = parseJson<Collection<RazorpayPaymentEntity>>(response).items ?? [];
    return [...items].sort((a, b) => (a.created_at ?? 0) - (b.created_at ?? 0));
  }

  /** The captured payment a refund goes back through. */
  async function paidPaymentId(orderNumber: string, ref?: ProviderOrderRef): Promise<string | undefined> {
    if (ref?.paymentId) return ref.paymentId;
    const sessionId = await sessionIdOf(orderNumber, ref);
    const payments = sessionId ? await paymentsOf(sessionId) : null;
    return payments?.find((payment) => payment.status === 'captured' || payment.status === 'refunded')?.id;
  }

  /** Our refund on a payment, found by its receipt (our refund id). */
  async function refundByReceipt(paymentId: string, refundId: string) {
    const response = await call('GET', `/v1/payments/${path(paymentId)}/refunds?count=100`);
    if (unknownId(response)) return undefined;
    if (response.status !== 200) throw refusal(response, 'refund lookup');
    const refunds = parseJson<Collection<RazorpayRefundEntity>>(response).items ?? [];
    return refunds.find((refund) => refund.receipt === refundId);
  }

  function sessionOf(order: RazorpayOrderEntity, input: CreateProviderOrderInput): ProviderSession {
    // The receipt may have been used before for something else (a reset database, another store on the
    // same account): paying that order would charge a different amount.
    if (order.amount !== input.amountPaise || order.currency !== 'INR')
      throw new ProviderRejected(`order id ${input.orderNumber} is already used at the provider for another amount`);
    if (!order.id) throw new ProviderUnavailable('provider answered without an order id');
    // Razorpay orders do not lapse: the store's own session lifetime closes the order.
    return { paymentSessionId: order.id, expiresAt: input.expiresAt.toISOString() };
  }

  return {
    name: 'razorpay',
    checkout: {
      kind: 'razorpay',
      keyId: options.keyId,
      checkoutScript: options.checkoutScript ?? RAZORPAY_CHECKOUT_SCRIPT,
      methods: CHECKOUT_METHODS,
    },

    async createOrder(input: CreateProviderOrderInput) {
      // Orders take no idempotency key: a retry after a lost answer finds the first by its receipt.
      const existing = await orderByReceipt(input.orderNumber);
      if (existing) return sessionOf(existing, input);
      const response = await call('POST', '/v1/orders', {
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.orderNumber,
        notes: { order_number: input.orderNumber, customer_id: input.customer.id },
      });
      if (response.status !== 200) throw refusal(response, 'order creation');
      return sessionOf(parseJson<RazorpayOrderEntity>(response), input);
    },

    async fetchOrder(orderNumber: string, ref?: ProviderOrderRef): Promise<ProviderOrderState> {
      const sessionId = await sessionIdOf(orderNumber, ref);
      const entities = sessionId ? await paymentsOf(sessionId) : null;
      if (!entities) return { found: false, orderStatus: null, payments: [] };
      const payments = entities.map(toPayment);
      // Razorpay's order status (created, attempted, paid) adds nothing: its payments say whether and how
      // much was paid, and the amount is checked against the order's total before it counts.
      const paid = payments.some((payment) => payment.status === 'SUCCESS');
      return { found: true, orderStatus: paid ? 'PAID' : 'ACTIVE', payments };
    },

    async refund(input: RefundInput): Promise<ProviderRefund> {
      const paymentId = await paidPaymentId(input.orderNumber, input.ref);
      if (!paymentId) throw new ProviderRejected('the provider has no captured payment for this order');
      // A retry after the idempotency key lapsed: the refund made then is found by its receipt.
      const made = await refundByReceipt(paymentId, input.refundId);
      const response = made
        ? undefined
        : await call(
            'POST',
            `/v1/payments/${path(paymentId)}/refund`,
            {
              amount: input.amountPaise,
              speed: 'normal',
              receipt: input.refundId,
              notes: { order_number: input.orderNumber, reason: input.note.trim().slice(0, 256) },
            },
            { 'x-refund-idempotency': input.refundId },
          );
      // 409: the same refund is still being taken on; the attempt stays open and a retry asks again.
      if (response?.status === 409) throw new ProviderUnavailable('the provider is still processing this refund');
      if (response && response.status !== 200) throw refusal(response, 'refund');
      const refund = toRefund(made ?? parseJson<RazorpayRefundEntity>(response as TransportResponse), input.refundId);
      if (!REFUND_ACCEPTED.has(refund.status))
        throw new ProviderRejected(
          `the provider says the refund is ${refund.status}${refund.message ? `: ${refund.message}` : ''}`,
        );
      return refund;
    },

    async fetchRefund(orderNumber: string, refundId: string, ref?: ProviderOrderRef) {
      const paymentId = await paidPaymentId(orderNumber, ref);
      const refund = paymentId ? await refundByReceipt(paymentId, refundId) : undefined;
      return refund ? toRefund(refund, refundId) : null;
    },

    async readCheckoutPayment(result: CheckoutResult) {
      if (!checkoutSignatureValid(options.keySecret, result.sessionId, result.paymentId, result.signature))
        throw new InvalidCheckoutSignature('the checkout signature does not match this order');
      const response = await call('GET', `/v1/payments/${path(result.paymentId)}`);
      if (response.status !== 200) throw refusal(response, 'payment lookup');
      const payment = parseJson<RazorpayPaymentEntity>(response);
      if (payment.order_id !== result.sessionId)
        throw new InvalidCheckoutSignature('the payment belongs to another order at the provider');
      return toPayment(payment);
    },

    verifyEvent: (rawBody, headers) => readRazorpayWebhook(options.webhookSecret, rawBody, headers),

    verifyWebhook(rawBody, headers): PaymentWebhookEvent {
      const event = readRazorpayWebhook(options.webhookSecret, rawBody, headers);
      if (!('payment' in event)) throw new InvalidWebhook('webhook is not a payment event');
      return event;
    },
  };
}
