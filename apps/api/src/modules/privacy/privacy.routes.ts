import { checkoutConsentInputSchema, consentListSchema, optionalPurposeParamsSchema } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requireAuth } from '../accounts';
import { giveConsent, listConsents, recordConsents, withdrawConsent } from './consents.service';

const customer = { config: { access: 'customer' as const } };
const security = [{ bearerAuth: [] }];

/** The customer's consents: list, give or withdraw an optional one, and the notice accepted at checkout. */
export function registerPrivacyRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: consentListSchema };

  routes.get(
    '/privacy/consents',
    { ...customer, schema: { tags: ['privacy'], summary: 'My consents, newest first', security, response } },
    async (request) => listConsents(db, requireAuth(request).user.id),
  );

  routes.post(
    '/privacy/consents/:purpose',
    {
      ...customer,
      schema: {
        tags: ['privacy'],
        summary: 'Give an optional consent',
        security,
        params: optionalPurposeParamsSchema,
        response,
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return giveConsent(db, { id: user.id, email: user.email ?? '' }, request.params.purpose);
    },
  );

  routes.post(
    '/privacy/consents/:purpose/withdraw',
    {
      ...customer,
      schema: {
        tags: ['privacy'],
        summary: 'Withdraw an optional consent, at once',
        security,
        params: optionalPurposeParamsSchema,
        response,
      },
    },
    async (request) => withdrawConsent(db, requireAuth(request).user.id, request.params.purpose),
  );

  routes.post(
    '/privacy/checkout-notice',
    {
      ...customer,
      schema: {
        tags: ['privacy'],
        summary: 'A new customer accepts the privacy notice at checkout (with optional consents)',
        security,
        body: checkoutConsentInputSchema,
        response,
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      await recordConsents(db, { userId: user.id, email: user.email ?? '' }, request.body, 'contract', 'checkout');
      return listConsents(db, user.id);
    },
  );
}
