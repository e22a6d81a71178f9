import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { InvalidWebhook } from '../payments';
import { applyWebhook } from './apply-webhook';
import type { CheckoutDeps } from './checkout-deps';

/**
 * POST /api/payments/webhook/:provider. The signature covers the raw body, so this scope
 * keeps the body as text and parses it only after the check.
 */
export function registerWebhookRoutes(app: FastifyInstance, deps: CheckoutDeps): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    scope.post<{ Params: { provider: string }; Body: string }>(
      '/payments/webhook/:provider',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: "The payment provider's signed payment or refund event (signature over timestamp and raw body)",
          params: z.object({ provider: z.string() }),
        },
      },
      async (request, reply) => {
        if (request.params.provider !== deps.provider.name)
          return reply.code(404).send({ error: 'Unknown payment provider' });
        const headers = request.headers as Record<string, string | undefined>;
        let event: ReturnType<typeof deps.provider.verifyEvent>;
        try {
          event = deps.provider.verifyEvent(typeof request.body === 'string' ? request.body : '', headers);
        } catch (error) {
          if (error instanceof InvalidWebhook) {
            request.log.warn({ reason: error.message }, 'webhook refused');
            return reply.code(401).send({ error: 'Invalid webhook signature' });
          }
          throw error;
        }
        const result = await applyWebhook(deps, event);
        return { received: true, duplicate: result?.duplicate ?? false };
      },
    );
  });
}
