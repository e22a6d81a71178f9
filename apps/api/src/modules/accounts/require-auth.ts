import type { FastifyRequest } from 'fastify';
import { NotAuthenticated } from '../../lib/errors';
import type { AuthContext } from './authenticate';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access-control guard on every route that is not public. */
    auth: AuthContext | null;
  }
}

/** The signed-in account of a request on a protected route; the guard has already checked it. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new NotAuthenticated();
  return request.auth;
}
