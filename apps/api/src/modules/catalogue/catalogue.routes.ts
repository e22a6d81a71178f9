import {
  cardsQuerySchema,
  categoryListSchema,
  designCardListSchema,
  designPageSchema,
  designSlugParamsSchema,
  errorResponseSchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readFile } from '../media';
import { listDesignsByAge } from './catalogue.repository';
import { listCards, listCategories, listCategoriesWithDesigns, lookUpDesign } from './catalogue.service';
import { encodedBody, type ListingCache, type ListingEntry } from './listing-cache';
import { shareImage, storeShareImage } from './share-image';

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

/** Public catalogue calls: categories, design cards and one design's page. */
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
    '/categories/with-designs',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: 'The categories that have designs on sale, in the order of /categories',
        description: 'The categories a search that found nothing suggests trying.',
        response: { 200: categoryListSchema },
      },
    },
    async () => listCategoriesWithDesigns(db),
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
        response: { 200: designCardListSchema, 400: validationErrorResponseSchema },
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

  routes.get(
    '/designs/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: "One design's page by its slug, with more designs of its category",
        description: 'An earlier slug answers 301 to the current one; a design hidden by an admin answers 410.',
        params: designSlugParamsSchema,
        response: {
          200: designPageSchema,
          301: designSlugParamsSchema,
          404: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // The slug as sent (still percent-encoded), so it is decoded exactly once.
      const raw = (request.url.split('?')[0] ?? '').split('/').pop() ?? '';
      const found = await lookUpDesign(db, raw);
      if (found.kind === 'found') return found.page;
      if (found.kind === 'moved') {
        return reply
          .code(301)
          .header('Location', `/api/designs/${encodeURIComponent(found.slug)}`)
          .send({ slug: found.slug });
      }
      if (found.kind === 'gone') return reply.code(410).send({ error: 'This design is no longer available' });
      return reply.code(404).send({ error: 'Design not found' });
    },
  );

  /** Link-preview pictures by slug, made once per image and kept (a changed image has a new source). */
  const shareImages = new Map<string, Buffer>();
  routes.get(
    '/designs/:slug/share-image.png',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: "A design's 1200×630 link-preview picture (Open Graph, Twitter card), made from its preview",
        params: designSlugParamsSchema,
      },
    },
    async (request, reply) => {
      const raw = (request.url.split('?')[0] ?? '').split('/').at(-2) ?? '';
      const found = await lookUpDesign(db, raw);
      if (found.kind !== 'found') return reply.code(404).send({ error: 'Design not found' });
      const source = found.page.design.imageSrc;
      let png = shareImages.get(source);
      if (!png) {
        const file = await readFile(db, source.split('/').pop() ?? '');
        if (!file) return reply.code(404).send({ error: 'Design not found' });
        png = await shareImage(Buffer.from(file.data));
        if (shareImages.size > 500) shareImages.clear();
        shareImages.set(source, png);
      }
      return reply.header('Cache-Control', 'public, max-age=3600').type('image/png').send(png);
    },
  );

  /** The store's link-preview picture, made again only when the newest designs change (on any instance). */
  let storeImage: { sources: string; png: Buffer } | undefined;
  routes.get(
    '/share-image.png',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: "The store's 1200×630 link-preview picture for its public pages: the newest designs' previews",
      },
    },
    async (_request, reply) => {
      const newest = await listDesignsByAge(db, {}, 0, 6);
      const sources = newest.map((design) => design.image_src).join(' ');
      if (storeImage?.sources !== sources) {
        const files = await Promise.all(newest.map((design) => readFile(db, design.image_src.split('/').pop() ?? '')));
        const previews = files.flatMap((file) => (file ? [Buffer.from(file.data)] : []));
        storeImage = { sources, png: await storeShareImage(previews) };
      }
      return reply.header('Cache-Control', 'public, max-age=3600').type('image/png').send(storeImage.png);
    },
  );
}
