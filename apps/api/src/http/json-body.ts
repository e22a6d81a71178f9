import type { FastifyInstance } from 'fastify';
import { InvalidInput } from '../lib/errors';
import { findDuplicateJsonKey } from './duplicate-json-key';

/**
 * Fastify's JSON parser (which already refuses __proto__ and constructor.prototype),
 * preceded by a check that no object repeats a key.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const repeated = findDuplicateJsonKey(text);
    if (repeated !== undefined) {
      done(new InvalidInput(`The request body repeats the key "${repeated.slice(0, 40)}"`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
