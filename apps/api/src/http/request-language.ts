import { type Language, languageFromCookie } from '@store/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request's answer is written in: the visitor's `lang` cookie, else a logged-in account's
 * chosen language, else English. `Accept-Language` alone never changes an answer.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = languageFromCookie(request.headers.cookie);
  if (chosen) return chosen;
  return request.auth?.user.language === 'hi' ? 'hi' : 'en';
}
