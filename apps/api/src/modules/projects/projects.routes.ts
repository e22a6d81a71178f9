import multipart from '@fastify/multipart';
import {
  errorResponseSchema,
  projectActionInputSchema,
  projectBriefDraftSchema,
  projectDetailSchema,
  projectIdParamsSchema,
  projectListResponseSchema,
  projectMessageFieldsSchema,
  projectMessagesPageSchema,
  projectMessagesQuerySchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { invalidInputFromIssues, NotAuthenticated } from '../../lib/errors';
import type { Publisher } from '../../lib/event-bus';
import { readMultipartForm } from '../../lib/multipart-form';
import {
  actorOf,
  earlierMessages,
  listOwnProjects,
  postMessage,
  projectDetail,
  projectFile,
  saveBriefDraft,
  saveBriefLogo,
  takeAction,
} from './projects.service';
import type { ProjectsEvents } from './projects-events';
import { THREAD_LIMITS } from './thread-limits';

const PICTURE_RULE = { maxBytes: 5 * 1024 * 1024, label: 'The picture' };
const security = [{ bearerAuth: [] }];
const limitsOf = (side: keyof typeof THREAD_LIMITS) => {
  const limit = THREAD_LIMITS[side];
  return `${limit.messagesPerMinute} messages a minute, ${limit.messages} in all, ${limit.picturesPerDay} pictures a day and ${limit.pictures} in all`;
};
const THREAD_LIMITS_TEXT = `Per project, the customer may send ${limitsOf('customer')}; the shop ${limitsOf('admin')}. Past a rate: 429 with Retry-After; past a total: 409.`;
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

/** The customer's projects (their own only: anybody else's answers 404); admins may read and write in the thread. */
export function registerProjectsRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  events: Publisher<ProjectsEvents>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = projectIdParamsSchema;

  routes.get(
    '/projects',
    {
      config: { access: 'customer' },
      schema: { tags: ['projects'], summary: 'My projects', security, response: { 200: projectListResponseSchema } },
    },
    async (request) => listOwnProjects(db, actor(request)),
  );

  routes.get(
    '/projects/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['projects'],
        summary: 'A project with its brief, thread and history (its owner and admins)',
        security,
        params,
        response: { 200: projectDetailSchema, ...errors },
      },
    },
    async (request) => projectDetail(db, actor(request), request.params.id),
  );

  routes.get(
    '/projects/:id/messages',
    {
      config: { access: 'user' },
      schema: {
        tags: ['projects'],
        summary: 'Earlier messages of the thread: the page before the cursor a project or a page answered',
        security,
        params,
        querystring: projectMessagesQuerySchema,
        response: { 200: projectMessagesPageSchema, ...errors },
      },
    },
    async (request) => earlierMessages(db, actor(request), request.params.id, request.query.before),
  );

  routes.put(
    '/projects/:id/brief',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['projects'],
        summary: 'Saves the brief as a draft (before it is submitted)',
        security,
        params,
        body: projectBriefDraftSchema,
        response: { 200: projectDetailSchema, ...errors },
      },
    },
    async (request) => saveBriefDraft(db, actor(request), request.params.id, request.body, events),
  );

  routes.post(
    '/projects/:id/actions',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['projects'],
        summary: 'The customer acts: submit_brief, request_changes, approve, report_dissatisfaction, resume',
        description: 'Refused with 409 (nothing changed) when the project state does not allow it.',
        security,
        params,
        body: projectActionInputSchema,
        response: { 200: projectDetailSchema, ...errors },
      },
    },
    async (request) => takeAction(db, actor(request), request.params.id, request.body, events),
  );

  routes.get(
    '/projects/:id/files/:key',
    {
      config: { access: 'user' },
      schema: {
        tags: ['projects'],
        summary: 'A logo or thread picture of this project',
        security,
        params: params.extend({ key: z.string().regex(/^[a-f0-9]{32}\.webp$/, 'No such file') }),
      },
    },
    async (request, reply) => {
      const file = await projectFile(db, actor(request), request.params.id, request.params.key);
      return reply
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .type(file.content_type)
        .send(Buffer.from(file.data));
    },
  );

  app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: PICTURE_RULE.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 16 * 1024 },
    });
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    const uploadErrors = { ...errors, 413: errorResponseSchema, 415: errorResponseSchema };

    uploads.post(
      '/projects/:id/brief/logo',
      {
        config: { access: 'customer' },
        schema: {
          tags: ['projects'],
          summary: 'Uploads the logo (field "logo": PNG, JPEG or WebP up to 5 MB, judged by its bytes; no SVG)',
          consumes: ['multipart/form-data'],
          security,
          params,
          response: { 200: projectDetailSchema, ...uploadErrors },
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, { logo: { ...PICTURE_RULE, label: 'The logo' } });
        return saveBriefLogo(db, actor(request), request.params.id, form.files.logo, events);
      },
    );

    uploads.post(
      '/projects/:id/messages',
      {
        config: { access: 'user' },
        schema: {
          tags: ['projects'],
          summary: 'Writes in the project thread (field "body", optional picture "image" up to 5 MB)',
          description: THREAD_LIMITS_TEXT,
          consumes: ['multipart/form-data'],
          security,
          params,
          response: { 200: projectDetailSchema, ...uploadErrors, 429: errorResponseSchema },
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, { image: PICTURE_RULE });
        const fields = projectMessageFieldsSchema.safeParse(form.fields);
        if (!fields.success) throw invalidInputFromIssues(fields.error.issues, 'Message is required.');
        return postMessage(
          db,
          actor(request),
          request.params.id,
          { body: fields.data.body, image: form.files.image },
          events,
        );
      },
    );
  });
}
