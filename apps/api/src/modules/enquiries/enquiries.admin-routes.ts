import {
  adminEnquiriesQuerySchema,
  adminEnquiriesResponseSchema,
  adminEnquirySchema,
  enquiryStatusInputSchema,
  errorResponseSchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { listEnquiries, setEnquiryStatus } from './enquiries.service';

const admin = { config: { access: 'admin' as const } };
const security = [{ bearerAuth: [] }];

/** Admin: the enquiries with their status and deadlines; acknowledge and resolve them. */
export function registerEnquiriesAdminRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/admin/enquiries',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Enquiries, newest first, 20 a page; filter by status; with the count of overdue ones',
        security,
        querystring: adminEnquiriesQuerySchema,
        response: { 200: adminEnquiriesResponseSchema },
      },
    },
    async (request) => listEnquiries(db, request.query),
  );

  routes.patch(
    '/admin/enquiries/:reference',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Sets the status: open, in_progress (acknowledged) or resolved',
        security,
        params: z.object({ reference: z.string().min(1).max(40) }),
        body: enquiryStatusInputSchema,
        response: { 200: adminEnquirySchema, 400: validationErrorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => setEnquiryStatus(db, request.params.reference, request.body.status),
  );
}
