import { adminStatsSchema } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { adminStats } from './stats';

/** Admin dashboard figures. */
export function registerAdminRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/stats',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Revenue, paid orders, customers and designs; sales per month, orders by status, designs by category',
        security: [{ bearerAuth: [] }],
        response: { 200: adminStatsSchema },
      },
    },
    async () => adminStats(db),
  );
}
