import { cardsQuerySchema, categoryListSchema, designCardListSchema, errorResponseSchema } from '@store/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listCards, listCategories } from './catalogue.service';
import { encodedBody, type ListingCache, type ListingEntry } from './listing-cache';

/** A finished listing, as stored bytes in the encoding the client accepts. */
function sendListing(request: FastifyRequest, reply: FastifyReply, entry: ListingEntry): void {
  const { body, encoding } = encodedBody(entry, request.headers['accept-encoding']);
  reply
    .header('X-Total-Count', String(entry.total))
    .header('Vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8');
  if (encoding) reply.header('Content-Encoding', encoding);
  // Already JSON bytes: sent as they are, not through the response serialiser.
  reply.send(body as never);
}

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
      // The hot path: a URL answered in the last seconds was validated then, so its cached,
      // already compressed answer goes out before validation, the database and serialisation.
      onRequest: (request, reply, done) => {
        const entry = cache.get(request.url);
        if (!entry) return done();
        sendListing(request, reply, entry);
      },
    },
    async (request, reply) => {
      const { cards, total } = await listCards(db, request.query);
      const entry = cache.set(request.url, JSON.stringify(designCardListSchema.parse(cards)), total);
      sendListing(request, reply, entry);
      return reply;
    },
  );
}
