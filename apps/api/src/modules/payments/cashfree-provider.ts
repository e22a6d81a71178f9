import { createHash } from 'node:crypto';
import { paiseToRupees, rupeesToPaise } from '@store/shared';
import {
  type BrowserCheckout,
  type CreateProviderOrderInput,
  InvalidWebhook,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type ProviderOrderState,
  type ProviderPayment,
  type ProviderRefund,
  ProviderRejected,
  type ProviderSession,
  ProviderUnavailable,
  type RefundInput,
} from './provider';
import type { Transport, TransportResponse } from './transport';
import { webhookSignatureValid } from './webhook-signature';

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

interface CashfreePaymentEntity {
  cf_payment_id?: string | number;
  payment_status?: string;
  payment_amount?: number;
  payment_currency?: string;
  payment_group?: string;
  payment_method?: { card?: { card_number?: string } } & Record<string, unknown>;
}

interface CashfreeRefundEntity {
  refund_id?: string;
  refund_status?: string;
  refund_amount?: number;
}

/** Refund states in which the provider has taken the refund on (it settles to the buyer in days). */
const REFUND_ACCEPTED = new Set(['SUCCESS', 'PENDING']);

/** A stable UUID-shaped key per request, so a retried create or refund is recognised as the same request. */
const idempotencyKey = (orderNumber: string, purpose = 'create-order') => {
  const hex = createHash('sha256').update(`${purpose}:${orderNumber}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

function toPayment(entity: CashfreePaymentEntity): ProviderPayment {
  const cardNumber = entity.payment_method?.card?.card_number;
  return {
    paymentId: String(entity.cf_payment_id ?? ''),
    status: entity.payment_status ?? 'UNKNOWN',
    amountPaise: rupeesToPaise(entity.payment_amount ?? 0),
    currency: entity.payment_currency ?? 'INR',
    method: entity.payment_group ?? null,
    last4: cardNumber ? cardNumber.slice(-4) : null,
  };
}

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
      const refund = parseJson<CashfreeRefundEntity>(answer);
      const status = refund.refund_status ?? 'UNKNOWN';
      if (!REFUND_ACCEPTED.has(status)) throw new ProviderRejected(`the provider says the refund is ${status}`);
      return {
        refundId: refund.refund_id ?? input.refundId,
        status,
        amountPaise: rupeesToPaise(refund.refund_amount ?? 0),
      };
    },

    verifyWebhook(rawBody, webhookHeaders): PaymentWebhookEvent {
      const check = webhookSignatureValid(
        options.secret,
        webhookHeaders['x-webhook-timestamp'],
        rawBody,
        webhookHeaders['x-webhook-signature'],
      );
      if (check !== 'ok') throw new InvalidWebhook(`webhook signature ${check}`);
      let payload: {
        type?: string;
        event_time?: string;
        data?: { order?: { order_id?: string }; payment?: CashfreePaymentEntity };
      };
      try {
        payload = JSON.parse(rawBody);
      } catch {
        throw new InvalidWebhook('webhook body is not JSON');
      }
      const orderNumber = payload.data?.order?.order_id;
      const payment = payload.data?.payment;
      if (!payload.type || !orderNumber || !payment?.cf_payment_id)
        throw new InvalidWebhook('webhook lacks order or payment');
      // The identity comes from signed content only: x-idempotency-key is not covered by the signature,
      // so a replay could bring a new one. The body's event time, unlike the signature timestamp, stays
      // the same when the provider re-signs a retry, so a retry is recognised as well.
      const eventTime = typeof payload.event_time === 'string' ? `:${payload.event_time}` : '';
      return {
        eventKey: `${payment.cf_payment_id}:${payload.type}${eventTime}`,
        type: payload.type,
        orderNumber,
        payment: toPayment(payment),
      };
    },
  };
}
