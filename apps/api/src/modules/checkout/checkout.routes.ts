import {
  customerOrderSchema,
  errorResponseSchema,
  newOrderInputSchema,
  newOrderResponseSchema,
  orderNumberSchema,
  orderResultSchema,
  type PaymentConfig,
  paymentConfigSchema,
  paymentResponseInputSchema,
  paymentResultSchema,
  statusResponseSchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddressBudget } from '../../lib/address-budget';
import { clientAddressKey } from '../../lib/client-address-key';
import { InvalidInput, TooManyRequests } from '../../lib/errors';
import { requireAuth } from '../accounts';
import { type BrowserCheckout, CHECKOUT_METHODS } from '../payments';
import type { CheckoutDeps } from './checkout-deps';
import { customerOrders } from './customer-orders';
import { orderResult } from './order-result';
import { paymentResponse, paymentStatusRedirect } from './payment-outcome';
import { placeOrder } from './place-order';
import { registerRazorpayVerifyRoute } from './razorpay-verify.routes';

const bearer = [{ bearerAuth: [] }];

/** Customer checkout calls: create an order, check its payment, read the result, list orders. */
/**
 * Payment results asked for by order number without a session, per address: 30 at once, then one every two
 * seconds. A shopper's return page asks a handful of times; order numbers cannot be walked through.
 */
const RESULT_LOOKUPS_AT_ONCE = 30;
const RESULT_LOOKUPS_PER_SECOND = 0.5;

export function registerCheckoutRoutes(app: FastifyInstance, deps: CheckoutDeps): void {
  const resultLookups = new AddressBudget(RESULT_LOOKUPS_AT_ONCE, RESULT_LOOKUPS_PER_SECOND);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/new-order',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['checkout'],
        summary: 'Create an order priced by the server and its payment session',
        description:
          'Send an Idempotency-Key header per checkout attempt: a repeat returns the same order and session.',
        security: bearer,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }).loose(),
        body: newOrderInputSchema,
        response: {
          201: newOrderResponseSchema,
          400: validationErrorResponseSchema,
          409: z.object({ ...errorResponseSchema.shape, total: z.number().optional() }),
        },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const result = await placeOrder(deps, { id: user.id, name: user.name, email: user.email ?? '' }, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(201).send(result);
    },
  );

  routes.get(
    '/status/:paymentSessionId',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['checkout'],
        summary:
          "Checks the payment with the provider and answers where the browser goes next (the order's owner only)",
        security: bearer,
        params: z.object({ paymentSessionId: z.string().min(1).max(200) }),
        response: { 200: statusResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      redirectUrl: await paymentStatusRedirect(deps, requireAuth(request).user.id, request.params.paymentSessionId),
    }),
  );

  routes.post(
    '/payment-response',
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary: 'The result behind an encResp token: 200 when paid, 402 when not',
        body: paymentResponseInputSchema,
        response: {
          200: paymentResultSchema,
          402: z.object({ status: z.string(), message: z.string() }),
          400: validationErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await paymentResponse(deps, request.body.encResp);
      if (!outcome) throw new InvalidInput('The payment response is not valid');
      return outcome.paid ? outcome.body : reply.code(402).send(outcome.body);
    },
  );

  routes.get(
    '/payment-result/:orderNumber',
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary: "An order's payment status by its number, for the return page without a session",
        description: 'Only the number and status: the name and amount need the owner’s session or an encResp link.',
        params: z.object({ orderNumber: orderNumberSchema }),
        response: {
          200: orderResultSchema,
          400: validationErrorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const wait = resultLookups.take(clientAddressKey(request.ip));
      if (wait > 0)
        throw new TooManyRequests(
          `Too many order lookups from your network. Please try again in ${wait} seconds.`,
          wait,
        );
      // The status changes as the payment settles: never kept by a browser or a proxy.
      reply.header('Cache-Control', 'no-store');
      return orderResult(deps, request.params.orderNumber);
    },
  );

  routes.get(
    '/orders',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['checkout'],
        summary: "The customer's own orders, newest first",
        security: bearer,
        response: { 200: z.array(customerOrderSchema) },
      },
    },
    async (request) => customerOrders(deps, requireAuth(request).user.id),
  );

  routes.get(
    '/payments/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['checkout'],
        summary: "How the browser opens the provider's checkout, and the ways to pay it offers",
        description:
          '`methods` lists how the shopper can pay at the provider (UPI, cards, netbanking) in the order its ' +
          'checkout shows them; the payment page shows them before PAY NOW. With Razorpay, `checkoutScript` is ' +
          'Standard Checkout’s script, loaded only when PAY NOW is pressed.',
        response: {
          200: paymentConfigSchema,
        },
      },
    },
    async () => paymentConfig(deps.provider.checkout),
  );

  registerRazorpayVerifyRoute(app, deps);
}

/** Razorpay's test keys start rzp_test_, its live keys rzp_live_. */
function paymentConfig(checkout: BrowserCheckout): PaymentConfig {
  const methods = [...(checkout.methods ?? CHECKOUT_METHODS)];
  if (checkout.kind === 'cashfree') return { provider: checkout.kind, mode: checkout.mode, methods };
  if (checkout.kind === 'razorpay') {
    const mode = checkout.keyId.startsWith('rzp_live_') ? 'production' : 'sandbox';
    return { provider: checkout.kind, mode, keyId: checkout.keyId, methods, checkoutScript: checkout.checkoutScript };
  }
  return { provider: checkout.kind, mode: 'demo', methods };
}
