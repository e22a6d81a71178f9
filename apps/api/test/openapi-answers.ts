import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Json = Record<string, any>;

interface Operation {
  pattern: RegExp;
  params: number;
  method: string;
  responses: Json;
}

/** One compiled document per distinct text: test files build many apps with the same routes. */
const checkers = new Map<
  string,
  (method: string, path: string, answer: LightMyRequestResponse) => string | undefined
>();

function operationsOf(document: Json): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries<Json>(document.paths ?? {})) {
    const source = path
      .split('/')
      .map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('/');
    const params = (path.match(/\{/g) ?? []).length;
    for (const [method, operation] of Object.entries<Json>(methods)) {
      operations.push({
        pattern: new RegExp(`^${source}$`),
        params,
        method: method.toUpperCase(),
        responses: operation.responses,
      });
    }
  }
  // A fixed address wins over one with a parameter, as in the router.
  return operations.sort((a, b) => a.params - b.params);
}

/** Checks answers against the document `text`: a message for a mismatch, else undefined. */
export function checkerFor(text: string) {
  const cached = checkers.get(text);
  if (cached) return cached;
  const document: Json = JSON.parse(text);
  const operations = operationsOf(document);
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  const validators = new Map<Json, ValidateFunction>();
  const resolve = (response: Json): Json => {
    const ref: string | undefined = response.$ref;
    return ref ? document.components.responses[ref.split('/').pop() ?? ''] : response;
  };

  const check = (method: string, path: string, answer: LightMyRequestResponse): string | undefined => {
    const operation = operations.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    if (!operation) return undefined;
    const status = String(answer.statusCode);
    const documented =
      operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
    if (!documented) return `status ${status} is not documented (body ${answer.body.slice(0, 200)})`;
    const schema = resolve(documented).content?.['application/json']?.schema;
    // A compressed body is checked for its status only.
    const isJson =
      String(answer.headers['content-type'] ?? '').startsWith('application/json') &&
      !answer.headers['content-encoding'];
    if (!schema || !isJson || answer.body === '') return undefined;
    let validate = validators.get(schema);
    if (!validate) {
      // The document's components travel along, so its `#/components/...` references resolve.
      validate = ajv.compile({ allOf: [schema], components: document.components });
      validators.set(schema, validate);
    }
    if (validate(answer.json())) return undefined;
    return `status ${status} body does not match the document: ${ajv.errorsText(validate.errors)} (body ${answer.body.slice(0, 300)})`;
  };
  checkers.set(text, check);
  return check;
}

/**
 * Checks every answer the app gives through `app.inject` against its own `/api/openapi.json`: the status must be
 * documented for the operation, and a JSON body must match that status's schema (other bodies: status only).
 * A mismatch rejects the inject call, so the test that made the request fails there.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  let check: ReturnType<typeof checkerFor> | undefined;
  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const answer = await inject(options);
    const request = typeof options === 'string' ? { url: options, method: 'GET' } : options;
    const url = typeof request.url === 'string' ? request.url : (request.path as string | undefined);
    if (!url?.startsWith('/api/')) return answer;
    check ??= checkerFor((await inject({ method: 'GET', url: '/api/openapi.json' })).body);
    const method = String(request.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? url;
    const mismatch = check(method, path, answer);
    if (mismatch) throw new Error(`OpenAPI document mismatch for ${method} ${path}: ${mismatch}`);
    return answer;
  };
  app.inject = checked as FastifyInstance['inject'];
}
