import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type Answer, apiError, invalid, json } from './api-error';
import { newOrderEntity, newPaymentEntity, type OrderEntity, type PaymentEntity, type PaymentStatus } from './entities';
import { hostedCheckoutAnswer } from './hosted-checkout';
import { createIdempotencyStore } from './idempotency';
import { createRefundDesk, type RefundEntity, type RefundStatus } from './refunds';
import { validateCreateOrder } from './validate-order';
import { refundWebhookBody, type SignedWebhook, signedWebhook, webhookBody } from './webhook';

export type FailureKind = '500' | 'timeout' | 'reset';

/** One request as the double received it (failed ones too). */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  rawBody: string;
  /** The parsed JSON body, when there was one. */
  body: unknown;
  /** What happened: the status sent, or the failure injected. */
  outcome: number | FailureKind;
  /** True when the answer was an idempotent replay. */
  replayed: boolean;
}

export interface CashfreeDouble {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The PG base URL (`<origin>/pg`), what CASHFREE_BASE_URL points at. */
  baseUrl: string;
  appId: string;
  secret: string;
  requests: RecordedRequest[];
  order(orderId: string): OrderEntity | undefined;
  payments(orderId: string): PaymentEntity[];
  /** The refunds made on an order. */
  refunds(orderId: string): RefundEntity[];
  /** How new refunds start: SUCCESS (the default, an instant refund), or PENDING / ONHOLD until `settleRefund`. */
  startRefundsAs(status: RefundStatus): void;
  /** Moves a refund to a new status and returns the signed REFUND_STATUS_WEBHOOK Cashfree would send. */
  settleRefund(orderId: string, refundId: string, attempt: { status: RefundStatus; timestamp?: number }): SignedWebhook;
  /** Records a payment attempt (SUCCESS marks the order PAID) and returns the webhook Cashfree would send. */
  pay(orderId: string, attempt: { status: PaymentStatus; amount?: number; timestamp?: number }): SignedWebhook;
  /**
   * The next `times` requests fail: 500 api_error; or handled and then never answered (the worst
   * timeout: the order may exist while the client gave up); or the socket is destroyed unread.
   */
  failNext(kind: FailureKind, times?: number): void;
  /** Idempotency keys lapse (Cashfree keeps them only for a while). */
  forgetIdempotencyKeys(): void;
  close(): Promise<void>;
}

const API_VERSION = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** A local stand-in for Cashfree PG (API 2025-01-01) on 127.0.0.1 and a random port. */
export async function startCashfreeDouble(
  options: { appId?: string; secret?: string; port?: number } = {},
): Promise<CashfreeDouble> {
  const appId = options.appId ?? 'TEST_APP_ID_DOUBLE';
  const secret = options.secret ?? 'cfsk_ma_test_double_secret';
  const orders = new Map<string, OrderEntity>();
  const payments = new Map<string, PaymentEntity[]>();
  const idempotency = createIdempotencyStore();
  const refundDesk = createRefundDesk();
  const requests: RecordedRequest[] = [];
  const failures: FailureKind[] = [];
  const sockets = new Set<Socket>();

  function authenticate(headers: IncomingMessage['headers']): Answer | undefined {
    const version = headers['x-api-version'];
    if (typeof version !== 'string' || !API_VERSION.test(version))
      return apiError(401, 'request_failed', 'authentication_error', 'x-api-version header is missing or invalid');
    if (headers['x-client-id'] !== appId || headers['x-client-secret'] !== secret)
      return apiError(401, 'request_failed', 'authentication_error', 'authentication Failed');
    return undefined;
  }

  function createOrder(body: unknown): Answer {
    const checked = validateCreateOrder(body);
    if ('refused' in checked) return checked.refused;
    if (orders.has(checked.order.order_id))
      return apiError(409, 'order_already_exists', 'invalid_request_error', 'order with same id is already present');
    const order = newOrderEntity(checked.order);
    orders.set(order.order_id, order);
    payments.set(order.order_id, []);
    return json(200, order);
  }

  /** A POST with Cashfree's request idempotency; a replay carries `x-idempotency-replayed: true`. */
  function once(key: string | string[] | undefined, raw: string, create: () => Answer): Answer {
    if (typeof key !== 'string') return create();
    if (!UUID.test(key)) return invalid('idempotency_key_invalid', 'x-idempotency-key must be a UUID');
    const known = idempotency.lookup(key, raw);
    if (known === 'conflict')
      return apiError(422, 'idempotency_error', 'idempotency_error', 'idempotency key was used with another body');
    const answer = known?.replay ?? create();
    if (!known) idempotency.remember(key, raw, answer);
    const replayed = known ? 'true' : 'false';
    return { ...answer, headers: { ...answer.headers, 'x-idempotency-key': key, 'x-idempotency-replayed': replayed } };
  }

  function route(method: string, path: string, headers: IncomingMessage['headers'], raw: string): Answer {
    const denied = authenticate(headers);
    if (denied) return denied;
    if (method === 'POST' && path === '/pg/orders')
      return once(headers['x-idempotency-key'], raw, () => createOrder(parseJson(raw)));
    const refundPath = /^\/pg\/orders\/([^/]+)\/refunds(?:\/([^/]+))?$/.exec(path);
    if (refundPath?.[1]) {
      const order = orders.get(decodeURIComponent(refundPath[1]));
      if (!order) return apiError(404, 'order_not_found', 'invalid_request_error', 'order does not exist');
      const refundId = refundPath[2] === undefined ? undefined : decodeURIComponent(refundPath[2]);
      if (method === 'GET') return refundDesk.find(order, refundId);
      if (method === 'POST' && refundId === undefined)
        return once(headers['x-idempotency-key'], raw, () => refundDesk.create(order, parseJson(raw)));
    }
    const match = /^\/pg\/orders\/([^/]+)(\/payments)?$/.exec(path);
    if (method !== 'GET' || !match?.[1])
      return apiError(404, 'request_not_found', 'invalid_request_error', `no route for ${method} ${path}`);
    const orderId = decodeURIComponent(match[1]);
    const order = orders.get(orderId);
    if (!order) return apiError(404, 'order_not_found', 'invalid_request_error', 'order does not exist');
    return json(200, match[2] ? (payments.get(orderId) ?? []) : order);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const failure = failures.shift();
    const path = new URL(request.url ?? '/', 'http://double.invalid').pathname;
    const method = request.method ?? 'GET';
    const record: RecordedRequest = {
      method,
      path,
      headers: { ...(request.headers as Record<string, string | undefined>) },
      rawBody: '',
      body: undefined,
      outcome: failure ?? 0,
      replayed: false,
    };
    requests.push(record);
    if (failure === 'reset') {
      request.socket.destroy();
      return;
    }
    record.rawBody = await readBody(request);
    record.body = parseJson(record.rawBody);
    if (failure === '500') {
      const answer = apiError(500, 'internal_error', 'api_error', 'internal server error');
      response.writeHead(answer.status, answer.headers).end(answer.body);
      return;
    }
    const url = new URL(request.url ?? '/', 'http://double.invalid');
    const answer =
      hostedCheckoutAnswer(browser, method, url, record.rawBody) ??
      route(method, path, request.headers, record.rawBody);
    record.replayed = answer.headers['x-idempotency-replayed'] === 'true';
    if (failure === 'timeout') return; // handled, but the answer never comes
    record.outcome = answer.status;
    response.writeHead(answer.status, answer.headers).end(answer.body);
  }

  function recordPayment(orderId: string, status: PaymentStatus, amount?: number) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`the double has no order ${orderId}`);
    if (order.order_status !== 'ACTIVE') throw new Error(`order ${orderId} is ${order.order_status}, not payable`);
    const payment = newPaymentEntity(order, status, amount ?? order.order_amount);
    payments.get(orderId)?.push(payment);
    if (status === 'SUCCESS') order.order_status = 'PAID';
    return { order, payment };
  }

  const browser = {
    origin: () => origin,
    orderBySession: (sessionId: string) => [...orders.values()].find((order) => order.payment_session_id === sessionId),
    pay: (orderId: string, status: PaymentStatus) => {
      recordPayment(orderId, status);
    },
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: String(error), code: 'internal_error', type: 'api_error' }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    baseUrl: `${origin}/pg`,
    appId,
    secret,
    requests,
    order: (orderId) => orders.get(orderId),
    payments: (orderId) => payments.get(orderId) ?? [],
    refunds: (orderId) => refundDesk.of(orderId),
    startRefundsAs: (status) => refundDesk.startRefundsAs(status),
    settleRefund(orderId, refundId, attempt) {
      const refund = refundDesk.settle(orderId, refundId, attempt.status);
      const timestamp = attempt.timestamp ?? Date.now();
      return signedWebhook(secret, refundWebhookBody(refund, new Date(timestamp).toISOString()), timestamp);
    },
    pay(orderId, attempt) {
      const { order, payment } = recordPayment(orderId, attempt.status, attempt.amount);
      const timestamp = attempt.timestamp ?? Date.now();
      return signedWebhook(secret, webhookBody(order, payment, new Date(timestamp).toISOString()), timestamp);
    },
    failNext(kind, times = 1) {
      for (let i = 0; i < times; i += 1) failures.push(kind);
    },
    forgetIdempotencyKeys: () => idempotency.clear(),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
