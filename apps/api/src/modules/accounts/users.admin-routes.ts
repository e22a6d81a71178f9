import { userSummarySchema, usersQuerySchema } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsDeps } from './accounts.service';
import { listCustomers } from './users.service';

/** Admin: the customers list (the spec's shape: _id, name, email). */
export function registerUsersAdminRoutes(app: FastifyInstance, { db }: AccountsDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Customers, newest first; search by name or email; total in X-Total-Count',
        security: [{ bearerAuth: [] }],
        querystring: usersQuerySchema,
        response: { 200: z.array(userSummarySchema) },
      },
    },
    async (request, reply) => {
      const { users, total } = await listCustomers(db, request.query);
      reply.header('X-Total-Count', String(total));
      return users;
    },
  );
}
