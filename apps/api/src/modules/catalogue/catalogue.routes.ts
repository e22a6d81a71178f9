import { cardsQuerySchema, categoryListSchema, designCardListSchema, errorResponseSchema } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listCards, listCategories } from './catalogue.service';

/** Public catalogue calls: categories and design cards. */
export function registerCatalogueRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Offered categories plus any category in use, each once',
        response: { 200: categoryListSchema },
      },
    },
    async () => listCategories(db),
  );

  routes.get(
    '/cards',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'Design cards, optionally filtered, searched, paged and shuffled by a seed',
        description: 'The total number of matching designs is in the X-Total-Count header.',
        querystring: cardsQuerySchema,
        response: { 200: designCardListSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { cards, total } = await listCards(db, request.query);
      reply.header('X-Total-Count', String(total));
      return cards;
    },
  );
}
