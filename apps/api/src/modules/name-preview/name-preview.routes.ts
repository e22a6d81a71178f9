import {
  cardIdParamsSchema,
  errorResponseSchema,
  namePreviewQuerySchema,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AddressBudget } from '../../lib/address-budget';
import { clientAddressKey } from '../../lib/client-address-key';
import { namePreview, type PreviewDrawing } from './name-preview.service';
import { PreviewCache } from './preview-cache';
import { RenderQueue } from './render-queue';

/**
 * New names (previews not in the cache) an address may have drawn: 200 at once, then one a second. Generous
 * because one address is often many visitors (an office, a mobile carrier's NAT); a flood from one address
 * still stops churning the cache after its first 200.
 */
const NEW_NAMES_AT_ONCE = 200;
const NEW_NAMES_PER_SECOND = 1;

/** A file name of plain letters, digits and dashes, safe in any header. */
const fileName = (title: string, name: string) =>
  `${
    `${title}-${name}`
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'preview'
  }.webp`;

/**
 * `GET /cards/:id/preview.webp`: a design's picture with a visitor's business name drawn in.
 * `cacheLimit`: how many drawn previews the media store keeps (NAME_PREVIEW_CACHE_LIMIT, 500 when unset).
 */
export function registerNamePreviewRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: { cacheLimit?: number } = {},
): void {
  const drawing: PreviewDrawing = {
    cache: new PreviewCache(db, options.cacheLimit),
    queue: new RenderQueue(),
    budget: new AddressBudget(NEW_NAMES_AT_ONCE, NEW_NAMES_PER_SECOND),
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cards/:id/preview.webp',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        summary: "A design's picture with a business name in its name slot, as WebP (400, 800 or 1200 pixels wide)",
        description:
          "name: letters of any script, digits, spaces and & . , ' -, 1-40 characters after trimming. Rendered once per design, name and width, then served from the media store's cache. New names are drawn one at a time, taken in turn from each client address, at most 4 of one address at once and 200 of one address at once then one a second (429 with Retry-After past either).",
        params: cardIdParamsSchema,
        querystring: namePreviewQuerySchema,
        response: {
          400: validationErrorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const width = request.query.w ?? 1200;
      const address = clientAddressKey(request.ip);
      const input = { designId: request.params.id, name: request.query.name, width, address };
      const preview = await namePreview(db, drawing, input);
      if (preview.kind === 'missing') return reply.code(404).send({ error: 'Design not found' });
      if (preview.kind === 'busy') {
        return reply
          .code(503)
          .header('Retry-After', '2')
          .send({ error: 'Many previews are being drawn right now. Please try again in a moment.' });
      }
      // The picture's bytes go out as they are, outside the JSON response types.
      const raw = reply as FastifyReply;
      const etag = `"${preview.etag}"`;
      raw
        .header('Cache-Control', 'public, max-age=86400')
        .header('ETag', etag)
        .header('Content-Disposition', `inline; filename="${fileName(preview.title, request.query.name)}"`)
        .type('image/webp');
      if (request.headers['if-none-match'] === etag) return raw.code(304).send();
      return raw.send(preview.data);
    },
  );
}
