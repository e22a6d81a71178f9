import {
  errorResponseSchema,
  razorpayVerifyInputSchema,
  statusResponseSchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../accounts';
import type { CheckoutDeps } from './checkout-deps';
import { verifyRazorpayCheckout } from './razorpay-verify';

/** POST /api/payments/razorpay/verify: Razorpay Standard Checkout's handler result, checked on the server. */
export function registerRazorpayVerifyRoute(app: FastifyInstance, deps: CheckoutDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/payments/razorpay/verify',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['checkout'],
        summary: "Verifies Razorpay Checkout's signed result and answers where the browser goes next",
        description:
          'The signature is checked over the order id the store keeps; the payment is then read from Razorpay, ' +
          'and only a captured payment of the order’s total pays it. 404 when the provider is not Razorpay.',
        security: [{ bearerAuth: [] }],
        body: razorpayVerifyInputSchema,
        response: {
          200: statusResponseSchema,
          400: validationErrorResponseSchema,
          404: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      redirectUrl: await verifyRazorpayCheckout(deps, requireAuth(request).user.id, request.body),
    }),
  );
}
