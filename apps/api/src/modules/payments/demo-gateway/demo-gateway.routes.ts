import { timingSafeEqual } from 'node:crypto';
import { paiseToRupees, rupeesToPaise } from '@store/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalidInputFromIssues } from '../../../lib/errors';
import { listDemoPayments } from './demo-gateway.repository';
import {
  createDemoOrder,
  type DemoGatewayDeps,
  type DemoOrder,
  findDemoOrder,
  isStoreAddress,
  payDemoSession,
} from './demo-gateway.service';
import { expireDueUpiRequests } from './demo-methods';
import { registerDemoMethodRoutes } from './demo-methods.routes';
import { paymentEntity } from './demo-payment-entity';

export const DEMO_GATEWAY_PREFIX = '/demo-pg';
export const DEMO_APP_ID = 'demo-store';

const createOrderBody = z.object({
  order_id: z.string().regex(/^[A-Za-z0-9_-]{3,45}$/),
  order_amount: z.number().min(1),
  order_currency: z.literal('INR'),
  customer_details: z.object({
    customer_id: z.string(),
    customer_phone: z.string(),
    customer_name: z.string().optional(),
  }),
  order_meta: z.object({ return_url: z.string(), notify_url: z.string() }),
  order_expiry_time: z.string().optional(),
});

const refundBody = z.object({
  refund_amount: z.number().positive(),
  refund_id: z.string().regex(/^[A-Za-z0-9_-]{3,40}$/),
  refund_note: z.string().max(200).optional(),
});

const CARD_FIELDS_MISSING = 'Fill in every card field.';
const cardText = z.string({ error: CARD_FIELDS_MISSING });
const cardBody = z.object({ cardNumber: cardText, expiry: cardText, cvv: cardText, name: cardText });

const orderEntity = (order: DemoOrder) => ({
  order_id: order.order_id,
  entity: 'order',
  order_amount: paiseToRupees(order.amount_paise),
  order_currency: order.currency,
  order_status: order.status,
  payment_session_id: order.session_id,
  order_expiry_time: order.expires_at,
  created_at: order.created_at,
});

const apiError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ message, code, type: status === 401 ? 'authentication_error' : 'invalid_request_error' });

/**
 * The built-in demo payment provider: a Cashfree-compatible API (orders, payments) and the
 * calls behind its hosted checkout page. No real money moves.
 */
export function registerDemoGatewayRoutes(app: FastifyInstance, deps: DemoGatewayDeps): void {
  const secret = Buffer.from(deps.secret);
  const authorised = (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers['x-client-secret'] ?? ''));
    return (
      request.headers['x-client-id'] === DEMO_APP_ID && given.length === secret.length && timingSafeEqual(given, secret)
    );
  };

  app.register(
    async (gateway) => {
      // The gateway's own API, for the store and its hosted checkout page: not part of the store's API document.
      gateway.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      // Nothing under the gateway's address tells an unauthenticated caller whether a path exists.
      gateway.setNotFoundHandler(async (request, reply) =>
        authorised(request)
          ? apiError(reply, 404, 'request_failed', 'requested URL was not found')
          : apiError(reply, 401, 'request_failed', 'authentication Failed'),
      );
      // The merchant API: the guard belongs to the routes themselves, so however a path is spelled, a request
      // that reaches one of them has been checked.
      gateway.register(async (merchant) => {
        merchant.addHook('onRequest', async (request, reply) => {
          if (!authorised(request)) return apiError(reply, 401, 'request_failed', 'authentication Failed');
        });
        registerMerchantRoutes(merchant, deps);
      });
      registerHostedCheckoutRoutes(gateway, deps);
    },
    { prefix: DEMO_GATEWAY_PREFIX },
  );
}

function registerMerchantRoutes(gateway: FastifyInstance, deps: DemoGatewayDeps): void {
  gateway.post('/orders', async (request, reply) => {
    const parsed = createOrderBody.safeParse(request.body);
    if (!parsed.success) return apiError(reply, 400, 'request_invalid', 'order request is invalid');
    const body = parsed.data;
    for (const field of ['return_url', 'notify_url'] as const) {
      if (!isStoreAddress(body.order_meta[field], deps.publicUrl))
        return apiError(reply, 400, 'request_invalid', `order_meta.${field} must be an address of the store`);
    }
    const created = await createDemoOrder(deps.db, {
      orderId: body.order_id,
      amountPaise: rupeesToPaise(body.order_amount),
      customerName: body.customer_details.customer_name ?? '',
      returnUrl: body.order_meta.return_url,
      notifyUrl: body.order_meta.notify_url,
      expiresAt: body.order_expiry_time ?? new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    if (created === 'exists')
      return apiError(reply, 409, 'order_already_exists', 'order with same id is already present');
    return orderEntity(created);
  });

  gateway.get<{ Params: { orderId: string } }>('/orders/:orderId', async (request, reply) => {
    const order = await findDemoOrder(deps.db, { orderId: request.params.orderId });
    return order ? orderEntity(order) : apiError(reply, 404, 'order_not_found', 'order does not exist');
  });

  gateway.get<{ Params: { orderId: string } }>('/orders/:orderId/payments', async (request, reply) => {
    const order = await findDemoOrder(deps.db, { orderId: request.params.orderId });
    if (!order) return apiError(reply, 404, 'order_not_found', 'order does not exist');
    await expireDueUpiRequests(deps, order);
    return (await listDemoPayments(deps.db, order.order_id)).map(paymentEntity);
  });

  // No money moved, so a demo refund is done at once (the store checks the order is PAID first);
  // the same refund id answers the same refund.
  gateway.post<{ Params: { orderId: string } }>('/orders/:orderId/refunds', async (request, reply) => {
    const parsed = refundBody.safeParse(request.body);
    if (!parsed.success) return apiError(reply, 400, 'request_invalid', 'refund request is invalid');
    const order = await findDemoOrder(deps.db, { orderId: request.params.orderId });
    if (!order) return apiError(reply, 404, 'order_not_found', 'order does not exist');
    if (rupeesToPaise(parsed.data.refund_amount) > order.amount_paise)
      return apiError(reply, 400, 'refund_amount_invalid', 'refund amount is more than the amount paid');
    return {
      cf_refund_id: `demo_${parsed.data.refund_id}`,
      refund_id: parsed.data.refund_id,
      order_id: order.order_id,
      entity: 'refund',
      refund_amount: parsed.data.refund_amount,
      refund_currency: 'INR',
      refund_note: parsed.data.refund_note ?? null,
      refund_status: 'SUCCESS',
      refund_type: 'MERCHANT_INITIATED',
    };
  });

  // The demo keeps no refunds (each is SUCCESS at once), so a status check finds none: the store asks
  // only about a refund whose answer it never recorded, and may then refund again.
  gateway.get('/orders/:orderId/refunds/:refundId', async (_request, reply) =>
    apiError(reply, 404, 'refund_not_found', 'refund does not exist'),
  );
}

/** The hosted checkout page's own calls: the session id is the only key, as on a real gateway. */
function registerHostedCheckoutRoutes(gateway: FastifyInstance, deps: DemoGatewayDeps): void {
  gateway.get<{ Params: { sessionId: string } }>('/sessions/:sessionId', async (request, reply) => {
    const order = await findDemoOrder(deps.db, { sessionId: request.params.sessionId });
    if (!order) return reply.code(404).send({ error: 'This payment link is not valid.' });
    await expireDueUpiRequests(deps, order);
    return {
      merchant: await deps.merchantName(),
      orderNumber: order.order_id,
      amount: paiseToRupees(order.amount_paise),
      currency: order.currency,
      status: order.status,
    };
  });

  gateway.post<{ Params: { sessionId: string } }>('/sessions/:sessionId/pay', async (request, reply) => {
    const parsed = cardBody.safeParse(request.body);
    if (!parsed.success) {
      const { extra } = invalidInputFromIssues(parsed.error.issues, CARD_FIELDS_MISSING);
      return reply.code(400).send({ error: CARD_FIELDS_MISSING, ...extra });
    }
    const outcome = await payDemoSession(deps, request.params.sessionId, parsed.data);
    if (!outcome) return reply.code(404).send({ error: 'This payment link is not valid.' });
    if (outcome.kind === 'invalid')
      return reply.code(400).send({ error: 'Check the card details.', fields: outcome.errors });
    if (outcome.kind === 'closed') return reply.code(409).send({ error: outcome.message });
    return outcome;
  });

  registerDemoMethodRoutes(gateway, deps);

  gateway.post<{ Params: { sessionId: string } }>('/sessions/:sessionId/cancel', async (request, reply) => {
    const outcome = await payDemoSession(deps, request.params.sessionId, 'cancel');
    if (!outcome) return reply.code(404).send({ error: 'This payment link is not valid.' });
    if (outcome.kind === 'closed') return reply.code(409).send({ error: outcome.message });
    return outcome;
  });
}
