import { cardsQuerySchema, categoryListSchema, designCardListSchema, errorResponseSchema } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listCards, listCategories } from './catalogue.service';
import { encodedBody, type ListingCache } from './listing-cache';

/** Public catalogue calls: categories and design cards. */
export function registerCatalogueRoutes(app: FastifyInstance, db: Kysely<Database>, cache: ListingCache): void {
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
      // The hot path: a cached, already compressed answer skips the database and serialisation.
      const key = request.url;
      let entry = cache.get(key);
      if (!entry) {
        const { cards, total } = await listCards(db, request.query);
        entry = cache.set(key, JSON.stringify(designCardListSchema.parse(cards)), total);
      }
      const { body, encoding } = encodedBody(entry, request.headers['accept-encoding']);
      reply
        .header('X-Total-Count', String(entry.total))
        .header('Vary', 'Accept-Encoding')
        .type('application/json; charset=utf-8');
      if (encoding) reply.header('Content-Encoding', encoding);
      // Already JSON bytes: sent as they are, not through the response serialiser.
      return reply.send(body as never);
    },
  );
}
