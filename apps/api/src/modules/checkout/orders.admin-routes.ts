import { Readable } from 'node:stream';
import {
  adminOrderDetailSchema,
  adminOrderSchema,
  adminOrdersExportQuerySchema,
  adminOrdersQuerySchema,
  errorResponseSchema,
  refundableOrderSchema,
  refundRequestSchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvDownload } from '../../lib/csv-download';
import { adminOrderDetail, listAdminOrders, recheckOrder } from './admin-orders';
import type { CheckoutDeps } from './checkout-deps';
import { ordersCsv } from './orders-export';
import { REFUND_ACCEPTED_PENDING, refundOrder } from './refund-order';
import { refundableOrder } from './refundable-order';

const admin = { config: { access: 'admin' as const } };
const security = [{ bearerAuth: [] }];
const orderNumber = z.object({ orderNumber: z.string().min(1).max(60) });

/** Admin: every order with its payment status and events, or as CSV; re-check a payment with the provider; refund. */
export function registerOrdersAdminRoutes(app: FastifyInstance, deps: CheckoutDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/admin/orders',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary:
          'All orders, newest first; filter by status, search by order number, phone or email; total in X-Total-Count',
        security,
        querystring: adminOrdersQuerySchema,
        response: { 200: z.array(adminOrderSchema) },
      },
    },
    async (request, reply) => {
      const { orders, total } = await listAdminOrders(deps, request.query);
      reply.header('X-Total-Count', String(total));
      return orders;
    },
  );

  routes.get(
    '/admin/orders.csv',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary:
          "The orders the list's filters match (status, search by order number, phone or email), newest first, as CSV (formula-safe); recorded on the audit log",
        security,
        querystring: adminOrdersExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsvDownload(reply, 'orders', Readable.from(ordersCsv(deps.db, request.query))),
  );

  routes.get(
    '/admin/orders/:orderNumber',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'One order with its payment events',
        security,
        params: orderNumber,
        response: { 200: adminOrderDetailSchema, 404: errorResponseSchema },
      },
    },
    async (request) => adminOrderDetail(deps, request.params.orderNumber),
  );

  routes.post(
    '/admin/orders/:orderNumber/recheck',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Asks the provider about the payment, and a pending refund, now',
        security,
        params: orderNumber,
        response: { 200: adminOrderDetailSchema, 404: errorResponseSchema },
      },
    },
    async (request) => recheckOrder(deps, request.params.orderNumber),
  );

  routes.post(
    '/admin/orders/:orderNumber/refund',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary:
          'Refunds a paid order through the provider, in full or (with `lines`) some design units or unstarted plan months, the amount reckoned by the server: 200 once the money went back, with a credit note and a mail (REFUNDED when nothing is left); 202 while the provider has not confirmed it (409 if not paid, already refunded, a line already refunded or started, or a refund is pending)',
        security,
        params: orderNumber,
        body: refundRequestSchema,
        response: {
          200: adminOrderDetailSchema,
          202: adminOrderDetailSchema.extend({ message: z.string() }),
          400: validationErrorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { reason, lines } = request.body;
      const outcome = await refundOrder(deps, request.params.orderNumber, reason, lines);
      const order = await adminOrderDetail(deps, request.params.orderNumber);
      if (outcome === 'refunded') return order;
      return reply.code(202).send({ ...order, message: REFUND_ACCEPTED_PENDING });
    },
  );

  routes.get(
    '/admin/orders/:orderNumber/refundable',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary:
          "What each line of a paid order may still give back (design units left, plan months not started) with the order's figures, for the shared refund math",
        security,
        params: orderNumber,
        response: { 200: refundableOrderSchema, 404: errorResponseSchema },
      },
    },
    async (request) => refundableOrder(deps, request.params.orderNumber),
  );
}
