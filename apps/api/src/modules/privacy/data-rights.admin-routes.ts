import { adminErasureListSchema, adminExportParamsSchema, dataExportStatusSchema } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { erasureList } from './erasure-list.service';
import { exportStatus, readyArchive } from './exports.service';
import { sendArchive } from './send-archive';

const admin = { config: { access: 'admin' as const } };
const security = [{ bearerAuth: [] }];
const tags = ['admin'];

/**
 * Erasure requests and their state (the admin only watches: erasure needs the customer's link), and a
 * customer's data archive, each view and download written to the audit log (audit-rules.ts).
 */
export function registerDataRightsAdminRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/admin/privacy/erasures',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Erasure requests and their state',
        security,
        response: { 200: adminErasureListSchema },
      },
    },
    async () => erasureList(db),
  );

  routes.get(
    '/admin/customers/:userId/data-export',
    {
      ...admin,
      schema: {
        tags,
        summary: "A customer's latest data archive",
        security,
        params: adminExportParamsSchema,
        response: { 200: dataExportStatusSchema },
      },
    },
    async (request) => exportStatus(db, request.params.userId),
  );

  routes.get(
    '/admin/customers/:userId/data-export.zip',
    {
      ...admin,
      schema: { tags, summary: "Download a customer's ready data archive", security, params: adminExportParamsSchema },
    },
    async (request, reply) => {
      const archive = await readyArchive(db, request.params.userId);
      return sendArchive(reply, archive.fileName, archive.data);
    },
  );
}
