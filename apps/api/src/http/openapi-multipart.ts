import { cardUpdateFieldsSchema, cardUploadFieldsSchema, projectMessageFieldsSchema } from '@store/shared';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const file = (description: string): JsonSchema => ({
  type: 'string',
  contentMediaType: 'application/octet-stream',
  description,
});
const picture = file('PNG, JPEG or WebP up to 5 MB, judged by its bytes (no SVG)');

/** The text fields of a form, as its zod schema reads them. */
function fieldsOf(schema: z.ZodType): { properties: Record<string, JsonSchema>; required: string[] } {
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    // Shared schemas (NameSlot) inline here: a form field is one JSON text, not a reference.
    metadata: z.registry(),
  }) as JsonSchema;
  return {
    properties: (json.properties as Record<string, JsonSchema>) ?? {},
    required: (json.required as string[]) ?? [],
  };
}

function form(
  fields: { properties: Record<string, JsonSchema>; required: string[] },
  files: Record<string, JsonSchema>,
  requiredFiles: string[] = [],
): JsonSchema {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { ...fields.properties, ...files },
          required: [...fields.required, ...requiredFiles],
        },
      },
    },
  };
}

const noFields = { properties: {}, required: [] };
const cardFiles = {
  image: file('The design picture; re-encoded to WebP'),
  pdf: file('The design as a PDF (optional)'),
};

/**
 * The request bodies of the multipart routes (they read their form themselves, so fastify has no body schema),
 * keyed by `METHOD /openapi/path`.
 */
export function multipartBodies(): Record<string, JsonSchema> {
  return {
    'POST /api/cards': form(fieldsOf(cardUploadFieldsSchema), cardFiles, ['image']),
    'PUT /api/cards/{id}': form(fieldsOf(cardUpdateFieldsSchema), cardFiles),
    'POST /api/projects/{id}/brief/logo': form(noFields, { logo: picture }, ['logo']),
    'POST /api/projects/{id}/monthly-brief/assets': form(noFields, { asset: picture }, ['asset']),
    'POST /api/projects/{id}/messages': form(fieldsOf(projectMessageFieldsSchema), { image: picture }),
  };
}
