import {
  dataExportStatusSchema,
  erasureConfirmInputSchema,
  erasureOpenWorkResponseSchema,
  erasureOutcomeSchema,
  erasurePreviewSchema,
  erasureRequestedSchema,
  erasureRequestInputSchema,
  errorResponseSchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../accounts';
import type { ModuleContext } from '../module';
import { confirmErasure, openWorkOf, requestErasure } from './erasure.service';
import { exportStatus, readyArchive, requestExport } from './exports.service';
import { sendArchive } from './send-archive';

const customer = { config: { access: 'customer' as const } };
const security = [{ bearerAuth: [] }];
const tags = ['privacy'];

/** The customer's rights over their data: a copy of it, and erasure of the account. */
export function registerDataRightsRoutes(
  app: FastifyInstance,
  ctx: Pick<ModuleContext, 'db' | 'events' | 'services'>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  routes.get(
    '/privacy/export',
    {
      ...customer,
      schema: {
        tags,
        summary: 'My latest data archive and when I may ask again',
        security,
        response: { 200: dataExportStatusSchema },
      },
    },
    async (request) => exportStatus(db, requireAuth(request).user.id),
  );

  routes.post(
    '/privacy/export',
    {
      ...customer,
      schema: {
        tags,
        summary: 'Ask for an archive of my data (prepared in the background, mailed when ready; one a day)',
        security,
        response: { 202: dataExportStatusSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => reply.code(202).send(await requestExport(db, requireAuth(request).user.id)),
  );

  routes.get(
    '/privacy/export/my-data.zip',
    { ...customer, schema: { tags, summary: 'Download my ready archive (ZIP of JSON and files)', security } },
    async (request, reply) => {
      const archive = await readyArchive(db, requireAuth(request).user.id);
      return sendArchive(reply, archive.fileName, archive.data);
    },
  );

  routes.get(
    '/privacy/erasure',
    {
      ...customer,
      schema: {
        tags,
        summary: 'What erasing my account would end now (open projects, plans running)',
        security,
        response: { 200: erasurePreviewSchema },
      },
    },
    async (request) => ({ openWork: await openWorkOf(db, requireAuth(request).user.id) }),
  );

  routes.post(
    '/privacy/erasure',
    {
      ...customer,
      schema: {
        tags,
        summary: 'Ask to erase my account: password now, then a mailed link confirms it',
        security,
        body: erasureRequestInputSchema,
        response: {
          202: erasureRequestedSchema,
          400: validationErrorResponseSchema,
          409: erasureOpenWorkResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const account = { id: user.id, name: user.name, email: user.email ?? '' };
      return reply.code(202).send(await requestErasure(ctx, account, request.body));
    },
  );

  routes.post(
    '/privacy/erasure/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Erase the account with the mailed link (once, 24 hours)',
        body: erasureConfirmInputSchema,
        response: { 200: erasureOutcomeSchema, 400: validationErrorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { erased, kept } = await confirmErasure(ctx, request.body.token);
      return { erased, kept };
    },
  );
}
