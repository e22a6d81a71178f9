import { auditLogPageSchema, auditLogQuerySchema } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { auditLogCsv, auditLogPage } from './audit-log.service';

const admin = { config: { access: 'admin' as const } };
const security = [{ bearerAuth: [] }];

/** The admin audit log: a page of it, and all of it as CSV. */
export function registerPrivacyAdminRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/admin/audit-log',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Admin actions on personal data, newest first',
        security,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => auditLogPage(db, request.query),
  );

  routes.get(
    '/admin/audit-log.csv',
    {
      ...admin,
      schema: { tags: ['admin'], summary: 'The audit log as CSV (formula-safe)', security, produces: ['text/csv'] },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="audit-log.csv"')
        .send(await auditLogCsv(db)),
  );
}
