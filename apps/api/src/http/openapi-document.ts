import type { Access } from '../modules/accounts';
import { multipartBodies } from './openapi-multipart';

type Json = Record<string, any>;

/** What the document needs to know of a route beyond its schema, keyed by `METHOD /openapi/path`. */
export type RouteFacts = Map<string, { access: Access }>;

const errorBody = { $ref: '#/components/schemas/ErrorAnswer' };
const answer = (description: string, extra: Json = {}): Json => ({
  description,
  content: { 'application/json': { schema: errorBody } },
  ...extra,
});

/** Failures every route can give; each operation refers to those it can answer. */
const sharedResponses: Record<string, Json> = {
  BadRequest: answer('The request is invalid; `error` says why, `fields` each refused field'),
  Unauthorized: answer('Not logged in, or the login has expired'),
  Forbidden: answer('The account may not do this'),
  NotFound: answer('Nothing found at this address'),
  PayloadTooLarge: answer('The request body is too large'),
  UnsupportedMediaType: answer('The request body has a type this route does not take'),
  TooManyRequests: answer('Too many attempts; try again after Retry-After seconds', {
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 0 } } },
  }),
  Gone: answer('This link has expired'),
  Unprocessable: answer('The request cannot be done as asked'),
  ServerError: answer('Something went wrong on the server'),
  BadGateway: answer('The payment provider did not answer or refused; try again in a moment'),
  Unavailable: answer('The store is briefly unavailable; try again after Retry-After seconds', {
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 0 } } },
  }),
};

/** Failures that come from services (throttles, the payment provider), not from the routes' schemas. */
const extraStatuses: Record<string, string[]> = {
  'POST /api/login': ['401', '429'],
  'POST /api/admin-login': ['401', '429'],
  'POST /api/signup': ['429'],
  'POST /api/new-order': ['422', '502'],
  'POST /api/payment-response': ['410'],
  'POST /api/payments/webhook/{provider}': ['401'],
  'POST /api/admin/orders/{orderNumber}/recheck': ['502'],
  'POST /api/admin/orders/{orderNumber}/refund': ['502'],
  'GET /api/cards/{id}/preview.webp': ['304'],
  'GET /api/privacy/export/my-data.zip': ['404'],
  'GET /api/admin/customers/{userId}/data-export.zip': ['404'],
};

const byStatus: Record<string, string> = {
  '401': 'Unauthorized',
  '404': 'NotFound',
  '410': 'Gone',
  '422': 'Unprocessable',
  '429': 'TooManyRequests',
  '502': 'BadGateway',
};

/** Answers that are files rather than JSON, by the address's ending. */
const fileTypes: [RegExp, string][] = [
  [/\.pdf$/, 'application/pdf'],
  [/\.png$/, 'image/png'],
  [/\.webp$/, 'image/webp'],
  [/\.csv$/, 'text/csv'],
  [/\.zip$/, 'application/zip'],
  [/\/files\/\{key\}$/, 'application/octet-stream'],
];

/** `GET /api/designs/{slug}` → `getDesignsBySlug`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? ['by', param[1] ?? ''] : segment.split(/[^a-zA-Z0-9]+/);
    })
    .filter(Boolean);
  return [method, ...words].map((word, i) => (i === 0 ? word : word[0]?.toUpperCase() + word.slice(1))).join('');
}

function completeOperation(method: string, path: string, operation: Json, facts: RouteFacts, forms: Json): void {
  const key = `${method.toUpperCase()} ${path}`;
  const access = facts.get(key)?.access ?? 'public';
  operation.operationId ??= operationIdOf(method, path);
  operation.security = access === 'public' ? [] : [{ bearerAuth: [] }];
  if (forms[key]) operation.requestBody = forms[key];

  const responses: Json = operation.responses ?? {};
  operation.responses = responses;
  const fileType = fileTypes.find(([pattern]) => pattern.test(path))?.[1];
  const success = Object.keys(responses).find((status) => status.startsWith('2'));
  if (!success) responses['200'] = { description: 'The file' };
  if (fileType) {
    const ok = responses[success ?? '200'];
    ok.content ??= { [fileType]: { schema: { type: 'string', contentMediaType: fileType } } };
  }

  const params: Json[] = operation.parameters ?? [];
  const takesBody = ['post', 'put', 'patch'].includes(method);
  const refer = (status: string, name: string) => {
    responses[status] ??= { $ref: `#/components/responses/${name}` };
  };
  if (params.length > 0 || takesBody || operation.requestBody) refer('400', 'BadRequest');
  if (access !== 'public') {
    refer('401', 'Unauthorized');
    refer('403', 'Forbidden');
  }
  if (params.some((param) => param.in === 'path')) refer('404', 'NotFound');
  if (takesBody) {
    refer('413', 'PayloadTooLarge');
    refer('415', 'UnsupportedMediaType');
  }
  for (const status of extraStatuses[key] ?? []) {
    if (status === '304')
      responses[status] ??= { description: 'Not modified: the browser has this file (If-None-Match)' };
    else refer(status, byStatus[status] ?? 'BadRequest');
  }
  refer('500', 'ServerError');
  refer('503', 'Unavailable');
}

/**
 * Finishes the generated document: operation ids, security, the failures every route shares (401/403 from the
 * access level, 400 for input, 404 for addresses with ids, 413/415 for bodies), file answers and multipart forms.
 * Shared failures are documented here only, never in the routes' response schemas: those also shape the answers.
 */
export function completeDocument(document: Json, facts: RouteFacts): Json {
  const forms = multipartBodies();
  for (const [path, operations] of Object.entries<Json>(document.paths ?? {})) {
    for (const [method, operation] of Object.entries<Json>(operations)) {
      completeOperation(method, path, operation, facts, forms);
    }
  }
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      ErrorAnswer: {
        type: 'object',
        description: 'Every failure: `error` is the message to show; some add `message` (the same text) or `fields`.',
        properties: {
          error: { type: 'string' },
          message: { type: 'string' },
          fields: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['error'],
      },
    },
    responses: { ...document.components?.responses, ...sharedResponses },
  };
  dropUnusedSchemas(document);
  return document;
}

/** The zod registry also emits each named schema's input twin (`ErrorInput`); only referenced ones stay. */
function dropUnusedSchemas(document: Json): void {
  const schemas: Json = document.components.schemas;
  for (let dropped = true; dropped; ) {
    dropped = false;
    const text = JSON.stringify(document);
    for (const name of Object.keys(schemas)) {
      if (text.includes(`"#/components/schemas/${name}"`)) continue;
      delete schemas[name];
      dropped = true;
    }
  }
}
