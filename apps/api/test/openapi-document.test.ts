import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

type Json = Record<string, any>;

let t: TestApp;
let document: Json;

beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

/** Every documented operation as `METHOD /path` with its operation object. */
function operations(): [string, Json][] {
  return Object.entries<Json>(document.paths).flatMap(([path, methods]) =>
    Object.entries<Json>(methods).map(([method, operation]): [string, Json] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

describe('the OpenAPI document', () => {
  it('passes swagger-parser validation, with the named shared schemas in components', async () => {
    // validate() dereferences in place: hand it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'ValidationError', 'DesignCard', 'DesignPage']),
    );
  });

  it('gives every operation a unique operationId, a summary and a 2xx answer', () => {
    const ids = operations().map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [name, operation] of operations()) {
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.summary, name).toBeTruthy();
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('2')),
        name,
      ).toBe(true);
    }
  });

  it('documents 401 and 403 on every protected operation, and bearer security exactly there', () => {
    const routes = t.app.routeAccess.filter((route) => !route.url.startsWith('/demo-pg'));
    expect(routes.length).toBe(operations().length);
    for (const route of routes) {
      const name = `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`;
      const operation = Object.fromEntries(operations())[name] ?? {};
      expect(operation.responses, name).toBeDefined();
      if (route.access === 'public') {
        expect(operation.security, name).toEqual([]);
        continue;
      }
      expect(operation.security, name).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation.responses), name).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('documents 400 where a route takes input, 401/429 on logins, and describes the multipart forms', () => {
    for (const [name, operation] of operations()) {
      const takesInput = (operation.parameters ?? []).length > 0 || operation.requestBody;
      if (takesInput) expect(Object.keys(operation.responses), name).toContain('400');
    }
    const byName = Object.fromEntries(operations());
    for (const login of ['POST /api/login', 'POST /api/admin-login']) {
      expect(Object.keys(byName[login]?.responses ?? {})).toEqual(expect.arrayContaining(['401', '429']));
    }
    const forms = {
      'POST /api/cards': ['title', 'price', 'category', 'image', 'pdf', 'nameSlot'],
      'PUT /api/cards/{id}': ['title', 'price', 'category', 'image', 'pdf', 'removePdf', 'nameSlot'],
      'POST /api/projects/{id}/brief/logo': ['logo'],
      'POST /api/projects/{id}/monthly-brief/assets': ['asset'],
      'POST /api/projects/{id}/messages': ['body', 'image'],
    };
    for (const [name, fields] of Object.entries(forms)) {
      const schema = byName[name]?.requestBody?.content?.['multipart/form-data']?.schema;
      expect(Object.keys(schema?.properties ?? {}).sort(), name).toEqual([...fields].sort());
    }
  });

  it('shows the rules the server checks on emails, passwords, phones and GSTINs', () => {
    const bodyOf = (name: string) =>
      Object.fromEntries(operations())[name]?.requestBody?.content?.['application/json']?.schema ?? {};
    const signup = bodyOf('POST /api/signup').properties;
    expect(signup.email).toMatchObject({ format: 'email', maxLength: 254 });
    expect(signup.password).toMatchObject({ minLength: 8, maxLength: 256 });
    const order = bodyOf('POST /api/new-order').properties;
    expect(new RegExp(order.phone.pattern).test('+91 98765-43210')).toBe(true);
    expect(new RegExp(order.phone.pattern).test('call me')).toBe(false);
    expect(order.billing.properties.gstin).toMatchObject({ pattern: '^[0-9A-Z]{15}$' });
  });

  it('shows the page ranges the server checks on the catalogue and the back-office lists', () => {
    // The description goes on the parameter itself, the pattern on its schema.
    const parameter = (name: string, parameterName: string) =>
      (Object.fromEntries(operations())[name]?.parameters ?? []).find(
        (entry: { name: string }) => entry.name === parameterName,
      );
    expect(parameter('GET /api/cards', 'page')).toMatchObject({
      description: 'A whole number from 1 to 1000000.',
      schema: { pattern: '^\\d+$' },
    });
    expect(parameter('GET /api/cards', 'limit')?.description).toMatch(/^A whole number from 1 to \d+\.$/);
    expect(parameter('GET /api/admin/orders', 'page')?.description).toMatch(/^A whole number from 1 to \d+\.$/);
  });

  it('keeps the demo gateway private API out of the document', () => {
    expect(Object.keys(document.paths).filter((path) => path.includes('demo-pg'))).toEqual([]);
  });
});

describe('an unknown method on a known API path', () => {
  it('answers 405 with the methods the path takes in Allow', async () => {
    const answer = await t.app.inject({ method: 'DELETE', url: '/api/categories' });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.json()).toEqual({ error: 'DELETE is not allowed on /api/categories; it takes GET, HEAD' });

    const card = await t.app.inject({ method: 'PATCH', url: '/api/cards/abc?x=1' });
    expect(card.statusCode).toBe(405);
    expect(card.headers.allow).toBe('DELETE, PUT');
  });

  it('still answers 404 on an unknown path', async () => {
    const answer = await t.app.inject({ method: 'DELETE', url: '/api/nope' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: 'No API route for DELETE /api/nope' });
  });
});
