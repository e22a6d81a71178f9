import { customerPlanListSchema, marketingPlanListSchema } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requireAuth } from '../accounts';
import { customerPlans, listPlans } from './plans.service';

/** The plans on sale (home page, /marketing) and the customer's own plans (/my-plans). */
export function registerPlansRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/plans',
    {
      config: { access: 'public' },
      schema: {
        tags: ['plans'],
        summary: 'The marketing plans on sale: monthly price and ad credit in whole rupees, features',
        response: { 200: marketingPlanListSchema },
      },
    },
    async () => ({ plans: await listPlans(db) }),
  );

  routes.get(
    '/my-plans',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['plans'],
        summary: "The customer's plans: months bought, start and end dates (India time), months left",
        security: [{ bearerAuth: [] }],
        response: { 200: customerPlanListSchema },
      },
    },
    async (request) => customerPlans(db, requireAuth(request).user.id),
  );
}
