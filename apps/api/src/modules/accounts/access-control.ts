import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NotAllowed, NotAuthenticated } from '../../lib/errors';
import { authenticate } from './authenticate';
import type { TokenService } from './tokens';

/**
 * Who may call a route: anyone, any logged-in account, customers only, or admins only.
 * Every API route must declare one; a route without it stops the server at start (deny by default).
 */
export type Access = 'public' | 'user' | 'customer' | 'admin';

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    routeAccess: RouteAccess[];
  }
}

export function registerAccessControl(app: FastifyInstance, db: Kysely<Database>, tokens: TokenService): void {
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD' || route.schema?.hide === true) return;
    const access = route.config?.access;
    if (!access) throw new Error(`API route ${String(route.method)} ${route.url} declares no access level`);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });

  const check = async (request: FastifyRequest, access: Exclude<Access, 'public'>) => {
    const auth = await authenticate(db, tokens, request.headers.authorization);
    if (!auth) throw new NotAuthenticated('Please log in to continue');
    if (access === 'admin' && auth.role !== 'admin') throw new NotAllowed('Admins only');
    if (access === 'customer' && auth.role !== 'customer') throw new NotAllowed('Customers only');
    request.auth = auth;
  };

  // onRequest runs before the body is read, so an unauthorised upload is refused without reading it.
  // A callback hook: public requests (the catalogue, media) pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return done();
    check(request, access).then(() => done(), done);
  });
}
