import multipart from '@fastify/multipart';
import {
  errorResponseSchema,
  monthlyBriefDraftSchema,
  projectDetailSchema,
  projectIdParamsSchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { NotAuthenticated } from '../../lib/errors';
import type { Publisher } from '../../lib/event-bus';
import { readMultipartForm } from '../../lib/multipart-form';
import { addMonthlyAsset, removeMonthlyAsset, saveMonthlyBrief } from './monthly-brief.service';
import { actorOf } from './projects.service';
import type { ProjectsEvents } from './projects-events';

/** The same rule as the brief's logo and the thread's pictures. */
const PICTURE_RULE = { maxBytes: 5 * 1024 * 1024, label: 'The picture' };
const security = [{ bearerAuth: [] }];
const errors = {
  400: validationErrorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const actor = (request: FastifyRequest) => {
  if (!request.auth) throw new NotAuthenticated();
  return actorOf(request.auth);
};

/** A plan month's brief (the customer's own project only): the month's focus, offers to promote, pictures. */
export function registerMonthlyBriefRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  events: Publisher<ProjectsEvents>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = projectIdParamsSchema;

  routes.put(
    '/projects/:id/monthly-brief',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['projects'],
        summary: "Saves a plan month's brief as a draft: the month's focus and offers to promote",
        description: 'Submitted with the action submit_brief, which needs the focus. 409 for a design project.',
        security,
        params,
        body: monthlyBriefDraftSchema,
        response: { 200: projectDetailSchema, ...errors },
      },
    },
    async (request) => saveMonthlyBrief(db, actor(request), request.params.id, request.body, events),
  );

  routes.delete(
    '/projects/:id/monthly-brief/assets/:key',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['projects'],
        summary: "Removes a picture from a plan month's brief (its file goes too)",
        security,
        params: params.extend({ key: z.string().regex(/^[a-f0-9]{32}\.webp$/, 'No such picture') }),
        response: { 200: projectDetailSchema, ...errors },
      },
    },
    async (request) => removeMonthlyAsset(db, actor(request), request.params.id, request.params.key, events),
  );

  app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: PICTURE_RULE.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 16 * 1024 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/projects/:id/monthly-brief/assets',
      {
        config: { access: 'customer' },
        schema: {
          tags: ['projects'],
          summary: 'Adds a picture to a plan month\'s brief (field "asset": PNG, JPEG or WebP up to 5 MB; 10 at most)',
          consumes: ['multipart/form-data'],
          security,
          params,
          response: { 200: projectDetailSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, { asset: PICTURE_RULE });
        return addMonthlyAsset(db, actor(request), request.params.id, form.files.asset, events);
      },
    );
  });
}
