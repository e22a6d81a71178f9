import { type Language, messageIn } from '@store/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { AppError, TooManyRequests } from '../lib/errors';
import { requestLanguage } from './request-language';

/** Turns every failure into `{ error }` with the right status; unknown errors are logged and hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = first?.message ?? 'Invalid request';
      // Our own messages are sentences or name their field; zod's defaults get the field in front.
      const fieldName = field?.split('.').pop()?.replace(/\d+/g, '') ?? '';
      const explained =
        message.endsWith('.') || (fieldName !== '' && message.toLowerCase().includes(fieldName.toLowerCase()));
      const hindi = messageIn(language, message);
      // A Hindi message is a whole sentence about its field.
      const named = hindi !== message ? hindi : field && !explained ? `${field}: ${message}` : message;
      // Each body field's first problem, so a form can show it beside the field.
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
        if (key && issue.message && !(key in fields)) fields[key] = messageIn(language, issue.message);
      }
      return reply.code(400).send(Object.keys(fields).length > 0 ? { error: named, fields } : { error: named });
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequests) reply.header('Retry-After', String(error.retryAfterSeconds));
      // `message` too: the spec's login screens read the server's message from that field.
      const message = messageIn(language, error.message);
      const extra = error.extra.fields
        ? { ...error.extra, fields: fieldsIn(language, error.extra.fields) }
        : error.extra;
      return reply.code(error.statusCode).send({ ...extra, error: message, message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const messages: Record<string, string> = {
        FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
        FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type',
        FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
      };
      const message = messages[error.code] ?? (error.code?.startsWith('FST_') ? 'Invalid request' : error.message);
      return reply.code(status).send({ error: message });
    }
    if (isDatabaseUnavailable(error)) {
      // The pool reconnects by itself once the database is back; the client may retry.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', '2')
        .send({ error: 'The store is briefly unavailable. Please try again in a moment.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}

/** Each field's message of a refusal in the request's language. */
function fieldsIn(language: Language, fields: unknown) {
  const entries = Object.entries(fields as Record<string, string>);
  return Object.fromEntries(entries.map(([key, message]) => [key, messageIn(language, message)]));
}
