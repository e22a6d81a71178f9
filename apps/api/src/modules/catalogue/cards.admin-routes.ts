import multipart from '@fastify/multipart';
import {
  cardDeletedResponseSchema,
  cardIdParamsSchema,
  cardSavedResponseSchema,
  cardUpdateFieldsSchema,
  cardUploadFieldsSchema,
  errorResponseSchema,
  MAX_IMAGE_UPLOAD_BYTES,
  MAX_PDF_UPLOAD_BYTES,
  validationErrorResponseSchema,
} from '@store/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { InvalidInput, invalidInputFromIssues } from '../../lib/errors';
import { type FileRule, readMultipartForm } from '../../lib/multipart-form';
import { noteCatalogueChange } from './catalogue-changes';
import { createDesign, type ManageDesignsDeps, removeDesign, updateDesign } from './manage-designs';

const FILE_RULES: Record<string, FileRule> = {
  image: { maxBytes: MAX_IMAGE_UPLOAD_BYTES, label: 'The image file' },
  pdf: { maxBytes: MAX_PDF_UPLOAD_BYTES, label: 'The PDF file' },
};

const FORM_FIELDS =
  'Multipart form: title, price (whole rupees), category, image (a picture file), pdf (optional), nameSlot (optional, JSON: where the business name goes on the picture).';
const errors = {
  400: validationErrorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
};

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const result = schema.safeParse(fields);
  if (!result.success) throw invalidInputFromIssues(result.error.issues, 'The form is not valid');
  return result.data;
}

/** Admin: upload, edit and delete design cards. Multipart is accepted by these routes only. */
export function registerCardsAdminRoutes(app: FastifyInstance, deps: ManageDesignsDeps): void {
  app.register(async (scope) => {
    await scope.register(multipart, {
      // Sizes per file are enforced by readMultipartForm; busboy stops reading a file at the largest one.
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_PDF_UPLOAD_BYTES, files: 2, fields: 10, parts: 12, fieldSize: 4096, fieldNameSize: 100 },
    });
    // Any successful change makes this instance's cached listings and pages stale.
    scope.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' || reply.statusCode >= 400) return;
      noteCatalogueChange(deps.db);
      deps.onCatalogueChanged?.();
    });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.post(
      '/cards',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Upload a design card',
          description: `${FORM_FIELDS} Images are re-encoded to WebP; file types are judged from their bytes.`,
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          response: { 201: cardSavedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, FILE_RULES);
        const fields = parseFields(cardUploadFieldsSchema, form.fields);
        if (!form.files.image)
          throw new InvalidInput('image is required: choose a picture file', {
            image: 'image is required: choose a picture file',
          });
        const card = await createDesign(deps, {
          title: fields.title,
          priceRupees: fields.price,
          category: fields.category,
          image: form.files.image,
          pdf: form.files.pdf,
          nameSlot: fields.nameSlot,
        });
        return reply.code(201).send({ message: 'Card uploaded successfully', card });
      },
    );

    routes.put(
      '/cards/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Edit a design card',
          description: `${FORM_FIELDS} Every field is optional; a new image or pdf replaces the old one; removePdf=true drops the PDF.`,
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          params: cardIdParamsSchema,
          response: { 200: cardSavedResponseSchema, ...errors },
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, FILE_RULES);
        const fields = parseFields(cardUpdateFieldsSchema, form.fields);
        const card = await updateDesign(deps, request.params.id, {
          title: fields.title,
          priceRupees: fields.price,
          category: fields.category,
          image: form.files.image,
          pdf: form.files.pdf,
          removePdf: fields.removePdf === 'true',
          nameSlot: fields.nameSlot,
        });
        return { message: 'Card updated successfully', card };
      },
    );

    routes.delete(
      '/cards/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Delete a design card (one already ordered is hidden instead, so old orders keep it)',
          security: [{ bearerAuth: [] }],
          params: cardIdParamsSchema,
          response: { 200: cardDeletedResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => {
        const outcome = await removeDesign(deps, request.params.id);
        const message =
          outcome === 'hidden'
            ? 'Card removed from the catalogue; it is kept for the orders that include it'
            : 'Card deleted successfully';
        return { message, outcome };
      },
    );
  });
}
