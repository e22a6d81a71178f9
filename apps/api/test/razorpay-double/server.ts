import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type Answer, collection, json, razorpayError, unknownId } from './api-error';
import {
  newPaymentEntity,
  type OrderEntity,
  type PaymentEntity,
  type PaymentMethod,
  type RefundEntity,
  type RefundStatus,
  razorpayId,
  unixNow,
} from './entities';
import { createRefundDesk } from './refunds';
import { standardCheckoutAnswer } from './standard-checkout';
import { validateCreateOrder } from './validate-order';
import { eventBody, razorpayCheckoutSignature, type SignedWebhook, signedWebhook } from './webhook';

export type FailureKind = '500' | 'timeout' | 'reset';

/** One request as the double received it (failed ones too). */
export interface RecordedRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | undefined>;
  rawBody: string;
  body: unknown;
  outcome: number | FailureKind;
}

/** What Standard Checkout's handler receives after a payment. */
export interface CheckoutResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface PaidAttempt {
  payment: PaymentEntity;
  /** The handler's result, signed with the key secret as Razorpay signs it. */
  checkout: CheckoutResult;
  /** The webhooks Razorpay sends for it: payment.captured and order.paid, or payment.failed. */
  webhooks: SignedWebhook[];
}

export interface RazorpayDouble {
  /** http://127.0.0.1:<port>, what RAZORPAY_BASE_URL points at. */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  requests: RecordedRequest[];
  orders(): OrderEntity[];
  order(orderId: string): OrderEntity | undefined;
  payments(orderId: string): PaymentEntity[];
  refunds(paymentId: string): RefundEntity[];
  /** A payment attempt on the order, as the buyer makes it in Checkout (captured marks the order paid). */
  pay(
    orderId: string,
    attempt: { status: 'captured' | 'failed' | 'authorized'; amount?: number; method?: PaymentMethod },
  ): PaidAttempt;
  /** How new refunds start: processed (the default), or pending until `settleRefund`. */
  startRefundsAs(status: RefundStatus): void;
  /** Moves a refund (by Razorpay's id or our receipt) on and returns the webhook Razorpay would send. */
  settleRefund(paymentId: string, refundId: string, status: 'processed' | 'failed'): SignedWebhook;
  /** A signed webhook of any event, for events the store ignores. */
  webhook(event: string, entities: { payment?: PaymentEntity }): SignedWebhook;
  /** The next `times` requests fail: 500; handled and never answered; or the socket destroyed unread. */
  failNext(kind: FailureKind, times?: number): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const parseJson = (raw: string): unknown => {
  try {
    return raw === '' ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/**
 * A local stand-in for Razorpay's API (v1) on 127.0.0.1 and a random port (or the one given), with HTTP Basic
 * key_id:key_secret, and Standard Checkout's script and modal for the browser (standard-checkout.ts).
 */
export async function startRazorpayDouble(
  options: { keyId?: string; keySecret?: string; webhookSecret?: string; port?: number } = {},
): Promise<RazorpayDouble> {
  const keyId = options.keyId ?? 'rzp_test_DoubleKey0001';
  const keySecret = options.keySecret ?? 'double_key_secret';
  const webhookSecret = options.webhookSecret ?? 'double_webhook_secret';
  const orders = new Map<string, OrderEntity>();
  const payments = new Map<string, PaymentEntity>();
  const refundDesk = createRefundDesk();
  const requests: RecordedRequest[] = [];
  const failures: FailureKind[] = [];
  const sockets = new Set<Socket>();
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const paymentsOf = (orderId: string) =>
    [...payments.values()]
      .filter((payment) => payment.order_id === orderId)
      .sort((a, b) => b.created_at - a.created_at);

  function createOrder(raw: string): Answer {
    const checked = validateCreateOrder(raw);
    if ('refused' in checked) return checked.refused;
    const order: OrderEntity = {
      id: razorpayId('order'),
      entity: 'order',
      amount: checked.order.amount,
      amount_paid: 0,
      amount_due: checked.order.amount,
      currency: 'INR',
      receipt: checked.order.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: Object.keys(checked.order.notes).length > 0 ? checked.order.notes : [],
      created_at: unixNow(),
    };
    orders.set(order.id, order);
    return json(200, order);
  }

  function route(method: string, url: URL, headers: IncomingMessage['headers'], raw: string): Answer {
    if (headers.authorization !== expectedAuth)
      return razorpayError(401, 'Authentication failed', { code: 'BAD_REQUEST_ERROR' });
    const path = url.pathname;
    if (path === '/v1/orders') {
      if (method === 'POST') return createOrder(raw);
      const receipt = url.searchParams.get('receipt');
      const listed = [...orders.values()].filter((order) => receipt === null || order.receipt === receipt);
      return collection(listed.reverse());
    }
    const order = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
    if (order?.[1] && method === 'GET') {
      const found = orders.get(decodeURIComponent(order[1]));
      if (!found) return unknownId();
      return order[2] ? collection(paymentsOf(found.id)) : json(200, found);
    }
    const payment = /^\/v1\/payments\/([^/]+)(\/refunds?)?$/.exec(path);
    if (payment?.[1]) {
      const found = payments.get(decodeURIComponent(payment[1]));
      if (!found) return unknownId();
      if (method === 'GET' && !payment[2]) return json(200, found);
      if (method === 'GET' && payment[2] === '/refunds') return collection(refundDesk.of(found.id).reverse());
      if (method === 'POST' && payment[2] === '/refund') {
        const key = headers['x-refund-idempotency'];
        return refundDesk.create(found, raw, typeof key === 'string' ? key : undefined);
      }
    }
    const refund = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (refund?.[1] && method === 'GET') {
      const found = refundDesk.find(decodeURIComponent(refund[1]));
      return found ? json(200, found) : unknownId();
    }
    return razorpayError(400, `The requested URL was not found on the server. ${method} ${path}`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const failure = failures.shift();
    const url = new URL(request.url ?? '/', 'http://double.invalid');
    const method = request.method ?? 'GET';
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(request.headers as Record<string, string | undefined>) },
      rawBody: '',
      body: undefined,
      outcome: failure ?? 0,
    };
    requests.push(record);
    if (failure === 'reset') {
      request.socket.destroy();
      return;
    }
    record.rawBody = await readBody(request);
    record.body = parseJson(record.rawBody);
    if (failure === '500') {
      const answer = razorpayError(500, 'The server encountered an error. The incident has been reported to admins.');
      response.writeHead(answer.status, answer.headers).end(answer.body);
      return;
    }
    const answer =
      standardCheckoutAnswer(checkoutDeps, method, url, record.rawBody) ??
      route(method, url, request.headers, record.rawBody);
    if (failure === 'timeout') return; // handled, but the answer never comes
    record.outcome = answer.status;
    response.writeHead(answer.status, answer.headers).end(answer.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const answer = razorpayError(500, String(error));
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Later attempts sort after earlier ones even within one second.
  let clock = unixNow();
  const tick = () => {
    clock = Math.max(clock + 1, unixNow());
    return clock;
  };

  function pay(orderId: string, attempt: Parameters<RazorpayDouble['pay']>[1]): PaidAttempt {
    const order = orders.get(orderId);
    if (!order) throw new Error(`the double has no order ${orderId}`);
    if (order.status === 'paid') throw new Error(`order ${orderId} is paid: Razorpay takes no more payments`);
    const createdAt = tick();
    const payment = newPaymentEntity(order, {
      status: attempt.status,
      amount: attempt.amount ?? order.amount,
      method: attempt.method ?? 'card',
      createdAt,
    });
    payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = 'attempted';
    if (payment.status === 'captured') {
      order.amount_paid = payment.amount;
      order.amount_due = Math.max(order.amount - payment.amount, 0);
      order.status = 'paid';
    }
    const webhooks =
      payment.status === 'captured'
        ? [
            signedWebhook(webhookSecret, eventBody('payment.captured', { payment }, createdAt)),
            signedWebhook(webhookSecret, eventBody('order.paid', { payment, order }, createdAt)),
          ]
        : payment.status === 'failed'
          ? [signedWebhook(webhookSecret, eventBody('payment.failed', { payment }, createdAt))]
          : [];
    return {
      payment,
      checkout: {
        razorpay_order_id: order.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: razorpayCheckoutSignature(keySecret, order.id, payment.id),
      },
      webhooks,
    };
  }
  const checkoutDeps = { origin: () => baseUrl, keyId, order: (id: string) => orders.get(id), pay };

  return {
    baseUrl,
    keyId,
    keySecret,
    webhookSecret,
    requests,
    orders: () => [...orders.values()],
    order: (orderId) => orders.get(orderId),
    payments: (orderId) => paymentsOf(orderId),
    refunds: (paymentId) => refundDesk.of(paymentId),
    pay,
    startRefundsAs: (status) => refundDesk.startRefundsAs(status),
    settleRefund(paymentId, refundId, status) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`the double has no payment ${paymentId}`);
      const refund = refundDesk.settle(payment, refundId, status);
      return signedWebhook(webhookSecret, eventBody(`refund.${status}`, { refund, payment }, tick()));
    },
    webhook: (event, entities) =>
      signedWebhook(webhookSecret, eventBody(event as 'payment.captured', entities, tick())),
    failNext(kind, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(kind);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
