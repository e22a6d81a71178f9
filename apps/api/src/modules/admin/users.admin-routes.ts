import { adminUserSchema, customersExportQuerySchema, usersQuerySchema } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { sendCsvDownload } from '../../lib/csv-download';
import { listCustomers } from '../accounts';
import { customerSpend } from '../checkout';
import { customersCsv } from './customers-export';

/**
 * Admin: the customers list in the spec's shape (_id, name, email) plus joined date, paid orders and total spent;
 * the same as CSV.
 */
export function registerUsersAdminRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Customers, newest first; search by name or email; total in X-Total-Count',
        security: [{ bearerAuth: [] }],
        querystring: usersQuerySchema,
        response: { 200: z.array(adminUserSchema) },
      },
    },
    async (request, reply) => {
      const { users, total } = await listCustomers(db, request.query);
      const spend = await customerSpend(
        db,
        users.map((user) => user._id),
      );
      reply.header('X-Total-Count', String(total));
      return users.map((user) => ({
        ...user,
        orders: spend.get(user._id)?.orders ?? 0,
        totalSpent: spend.get(user._id)?.spent ?? 0,
      }));
    },
  );
  routes.get(
    '/admin/customers.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "The customers the list's search matches (name or email), newest first, with paid orders and spend, as CSV (formula-safe); recorded on the audit log",
        security: [{ bearerAuth: [] }],
        querystring: customersExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsvDownload(reply, 'customers', await customersCsv(db, request.query)),
  );
}
