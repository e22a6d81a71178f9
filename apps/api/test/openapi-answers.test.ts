import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkerFor } from './openapi-answers';

const document = JSON.stringify({
  openapi: '3.1.0',
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          200: {
            description: 'A thing',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
          404: { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/api/things/{id}/file.pdf': { get: { responses: { 200: { description: 'The file' } } } },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: { name: { type: 'string' } },
        required: ['name'],
        additionalProperties: false,
      },
      ErrorAnswer: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] },
    },
    responses: {
      NotFound: {
        description: 'Nothing here',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
      },
    },
  },
});

function answer(statusCode: number, body: string, type = 'application/json; charset=utf-8') {
  return {
    statusCode,
    body,
    headers: { 'content-type': type },
    json: () => JSON.parse(body),
  } as unknown as LightMyRequestResponse;
}

describe('checking answers against the OpenAPI document', () => {
  const check = checkerFor(document);

  it('passes answers the document describes, through $refs', () => {
    expect(check('GET', '/api/things/7', answer(200, '{"name":"a"}'))).toBeUndefined();
    expect(check('GET', '/api/things/7', answer(404, '{"error":"Not found","message":"Not found"}'))).toBeUndefined();
  });

  it('refuses an undocumented status and a body off its schema', () => {
    expect(check('GET', '/api/things/7', answer(409, '{"error":"x"}'))).toMatch(/^status 409 is not documented/);
    expect(check('GET', '/api/things/7', answer(200, '{"name":1}'))).toMatch(/^status 200 body does not match/);
    expect(check('GET', '/api/things/7', answer(200, '{"name":"a","extra":1}'))).toMatch(/additional properties/);
  });

  it('checks files by status only and leaves undocumented operations alone', () => {
    expect(check('GET', '/api/things/7/file.pdf', answer(200, '%PDF-', 'application/pdf'))).toBeUndefined();
    expect(check('GET', '/api/things/7/file.pdf', answer(404, '{"error":"x"}'))).toMatch(/not documented/);
    expect(check('DELETE', '/api/things/7', answer(405, '{"error":"x"}'))).toBeUndefined();
    expect(check('GET', '/api/elsewhere', answer(404, '{"error":"x"}'))).toBeUndefined();
  });
});
