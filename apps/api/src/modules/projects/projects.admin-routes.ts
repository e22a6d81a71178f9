import {
  adminProjectsQuerySchema,
  adminProjectsResponseSchema,
  errorResponseSchema,
  projectActionInputSchema,
  projectDetailSchema,
  projectIdParamsSchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NotAuthenticated } from '../../lib/errors';
import type { Publisher } from '../../lib/event-bus';
import { actorOf, listProjectsForAdmin, projectDetail, takeAction } from './projects.service';
import type { ProjectsEvents } from './projects-events';

const admin = { config: { access: 'admin' as const } };
const security = [{ bearerAuth: [] }];

const actor = (request: FastifyRequest) => {
  if (!request.auth) throw new NotAuthenticated();
  return actorOf(request.auth);
};

/** Admin: the board of projects by state, a project, and the shop's actions on it. */
export function registerProjectsAdminRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  events: Publisher<ProjectsEvents>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/admin/projects',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Projects, newest first: filter by state or overdue, search by order number or customer',
        security,
        querystring: adminProjectsQuerySchema,
        response: { 200: adminProjectsResponseSchema, 400: validationErrorResponseSchema },
      },
    },
    async (request) => listProjectsForAdmin(db, request.query),
  );

  routes.get(
    '/admin/projects/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'A project with its brief, files, thread and history',
        security,
        params: projectIdParamsSchema,
        response: { 200: projectDetailSchema, 404: errorResponseSchema },
      },
    },
    async (request) => projectDetail(db, actor(request), request.params.id),
  );

  routes.post(
    '/admin/projects/:id/actions',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'The shop acts: post_preview, start_revision, deliver, resume',
        description: 'Refused with 409 (nothing changed) when the project state does not allow it.',
        security,
        params: projectIdParamsSchema,
        body: projectActionInputSchema,
        response: {
          200: projectDetailSchema,
          400: validationErrorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => takeAction(db, actor(request), request.params.id, request.body, events),
  );
}
