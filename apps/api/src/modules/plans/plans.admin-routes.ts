import {
  adminPlansSchema,
  errorResponseSchema,
  marketingPlanSchema,
  planIdParamsSchema,
  planUpdateInputSchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { adminPlans, updatePlan } from './plans.service';

const security = [{ bearerAuth: [] }];

/**
 * /admin/plans: the plans with their customers, and an admin's edit of a plan; `onPlansChanged` runs after an
 * edit (the pages showing the plans are drawn again).
 */
export function registerPlansAdminRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  { onPlansChanged }: { onPlansChanged?: () => void } = {},
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/admin/plans',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['plans'],
        summary: 'Plans with active customers, renewals due in the next 7 days and lapsed plans (India dates)',
        security,
        response: { 200: adminPlansSchema },
      },
    },
    async () => adminPlans(db),
  );

  routes.put(
    '/admin/plans/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['plans'],
        summary: "Changes a plan's monthly price, ad credit and features (orders placed keep their price)",
        security,
        params: planIdParamsSchema,
        body: planUpdateInputSchema,
        response: { 200: marketingPlanSchema, 400: validationErrorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const saved = await updatePlan(db, request.params.id, request.body);
      onPlansChanged?.();
      return saved;
    },
  );
}
