import { createHash } from 'node:crypto';
import { paiseToRupees, rupeesToPaise } from '@store/shared';
import { type CashfreePaymentEntity, type CashfreeRefundEntity, toPayment, toRefund } from './cashfree-entities';
import { readCashfreeWebhook } from './cashfree-webhook';
import {
  type BrowserCheckout,
  type CreateProviderOrderInput,
  InvalidWebhook,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderOrderState,
  type ProviderRefund,
  ProviderRejected,
  type ProviderSession,
  ProviderUnavailable,
  type RefundInput,
} from './provider';
import type { Transport, TransportResponse } from './transport';

/** Cashfree PG API version, pinned on every call. */
export const CASHFREE_API_VERSION = '2025-01-01';
const TIMEOUT_MS = 10_000;

export interface CashfreeOptions {
  name: 'demo' | 'cashfree';
  baseUrl: string;
  appId: string;
  secret: string;
  transport: Transport;
  checkout: BrowserCheckout;
  timeoutMs?: number;
}

/** Refund states in which the provider has taken the refund on: done, or settling to the buyer in days. */
const REFUND_ACCEPTED = new Set(['SUCCESS', 'PENDING', 'ONHOLD']);

/** A stable UUID-shaped key per request, so a retried create or refund is recognised as the same request. */
const idempotencyKey = (orderNumber: string, purpose = 'create-order') => {
  const hex = createHash('sha256').update(`${purpose}:${orderNumber}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

function parseJson<T>(response: TransportResponse): T {
  try {
    return JSON.parse(response.body) as T;
  } catch {
    throw new ProviderUnavailable(`provider answered ${response.status} with a body that is not JSON`);
  }
}

/** Cashfree Payment Gateway over its REST API (also the protocol the demo provider speaks). */
export function createCashfreeProvider(options: CashfreeOptions): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const headers = (extra: Record<string, string> = {}) => ({
    'x-client-id': options.appId,
    'x-client-secret': options.secret,
    'x-api-version': CASHFREE_API_VERSION,
    accept: 'application/json',
    ...extra,
  });

  /**
   * Cashfree refuses the whole order for a notify_url that is not https (a local sandbox setup on
   * http://localhost); without one, webhooks come from the dashboard's endpoint and status checks
   * still settle the order. The demo gateway inside this store takes any URL.
   */
  const notifyUrlAccepted = (url: string) => options.name === 'demo' || url.startsWith('https://');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, extra?: Record<string, string>) {
    let response: TransportResponse;
    try {
      response = await options.transport({
        method,
        url: `${options.baseUrl}${path}`,
        headers: headers(body === undefined ? extra : { 'content-type': 'application/json', ...extra }),
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

  /** The session of an order the provider already holds, only if it is this order (same amount and currency). */
  async function existingSession(input: CreateProviderOrderInput): Promise<ProviderSession> {
    const response = await call('GET', `/orders/${encodeURIComponent(input.orderNumber)}`);
    if (response.status !== 200) throw new ProviderRejected(`order lookup answered ${response.status}`);
    const order = parseJson<{
      payment_session_id?: string;
      order_expiry_time?: string;
      order_amount?: number;
      order_currency?: string;
    }>(response);
    // The id may have been used before for something else (a reset database, another store on the same
    // account): paying that session would charge a different amount.
    if (
      typeof order.order_amount !== 'number' ||
      rupeesToPaise(order.order_amount) !== input.amountPaise ||
      order.order_currency !== 'INR'
    ) {
      throw new ProviderRejected(`order id ${input.orderNumber} is already used at the provider for another amount`);
    }
    if (!order.payment_session_id) throw new ProviderUnavailable('order has no payment session');
    return { paymentSessionId: order.payment_session_id, expiresAt: order.order_expiry_time ?? null };
  }

  return {
    name: options.name,
    checkout: options.checkout,

    async createOrder(input: CreateProviderOrderInput) {
      const response = await call(
        'POST',
        '/orders',
        {
          order_id: input.orderNumber,
          order_amount: paiseToRupees(input.amountPaise),
          order_currency: 'INR',
          customer_details: {
            customer_id: input.customer.id,
            customer_phone: input.customer.phone,
            customer_email: input.customer.email,
            customer_name: input.customer.name,
          },
          order_meta: {
            return_url: input.returnUrl,
            ...(notifyUrlAccepted(input.notifyUrl) ? { notify_url: input.notifyUrl } : {}),
          },
          order_expiry_time: input.expiresAt.toISOString(),
        },
        { 'x-idempotency-key': idempotencyKey(input.orderNumber) },
      );
      // A retry after a lost answer: the order exists already, so reuse its session.
      if (response.status === 409) return existingSession(input);
      if (response.status !== 200) {
        const error = parseJson<{ message?: string }>(response);
        throw new ProviderRejected(error.message ?? `provider answered ${response.status}`);
      }
      const order = parseJson<{ payment_session_id?: string; order_expiry_time?: string }>(response);
      if (!order.payment_session_id) throw new ProviderUnavailable('provider answered without a payment session');
      return { paymentSessionId: order.payment_session_id, expiresAt: order.order_expiry_time ?? null };
    },

    async fetchOrder(orderNumber: string): Promise<ProviderOrderState> {
      const orderResponse = await call('GET', `/orders/${encodeURIComponent(orderNumber)}`);
      if (orderResponse.status === 404) return { found: false, orderStatus: null, payments: [] };
      if (orderResponse.status !== 200) throw new ProviderRejected(`order lookup answered ${orderResponse.status}`);
      const order = parseJson<{ order_status?: string }>(orderResponse);
      const paymentsResponse = await call('GET', `/orders/${encodeURIComponent(orderNumber)}/payments`);
      const payments = paymentsResponse.status === 200 ? parseJson<CashfreePaymentEntity[]>(paymentsResponse) : [];
      return { found: true, orderStatus: order.order_status ?? null, payments: payments.map(toPayment) };
    },

    async refund(input: RefundInput): Promise<ProviderRefund> {
      const orderPath = `/orders/${encodeURIComponent(input.orderNumber)}/refunds`;
      const response = await call(
        'POST',
        orderPath,
        {
          refund_amount: paiseToRupees(input.amountPaise),
          refund_id: input.refundId,
          // Cashfree takes a note of 3 to 100 characters.
          ...(input.note.trim().length >= 3 ? { refund_note: input.note.trim().slice(0, 100) } : {}),
          refund_speed: 'STANDARD',
        },
        { 'x-idempotency-key': idempotencyKey(input.refundId, 'refund') },
      );
      // A retry after the idempotency key lapsed: the refund id is taken, so read the refund made then.
      const answer =
        response.status === 409 ? await call('GET', `${orderPath}/${encodeURIComponent(input.refundId)}`) : response;
      if (answer.status !== 200) {
        const error = parseJson<{ message?: string }>(answer);
        throw new ProviderRejected(error.message ?? `refund answered ${answer.status}`);
      }
      const refund = toRefund(parseJson<CashfreeRefundEntity>(answer), input.refundId);
      if (!REFUND_ACCEPTED.has(refund.status))
        throw new ProviderRejected(
          `the provider says the refund is ${refund.status}${refund.message ? `: ${refund.message}` : ''}`,
        );
      return refund;
    },

    async fetchRefund(orderNumber: string, refundId: string): Promise<ProviderRefund | null> {
      const response = await call(
        'GET',
        `/orders/${encodeURIComponent(orderNumber)}/refunds/${encodeURIComponent(refundId)}`,
      );
      if (response.status === 404) return null;
      if (response.status !== 200) {
        const error = parseJson<{ message?: string }>(response);
        throw new ProviderRejected(error.message ?? `refund lookup answered ${response.status}`);
      }
      return toRefund(parseJson<CashfreeRefundEntity>(response), refundId);
    },

    verifyEvent: (rawBody, webhookHeaders) => readCashfreeWebhook(options.secret, rawBody, webhookHeaders),

    verifyWebhook(rawBody, webhookHeaders): PaymentWebhookEvent {
      const event = readCashfreeWebhook(options.secret, rawBody, webhookHeaders);
      if ('refund' in event) throw new InvalidWebhook('webhook is a refund event, not a payment event');
      return event;
    },
  };
}
