import type { FastifyInstance } from 'fastify';

/**
 * Answers each of these pages with its own CSP instead of the default one, so what a page needs (a provider's
 * checkout on the payment page) is allowed there and on no other page; the default hook keeps a CSP a request
 * already has.
 */
export function registerPagePolicies(app: FastifyInstance, pages: { path: RegExp; policy: string }[]): void {
  if (pages.length === 0) return;
  app.addHook('onRequest', (request, reply, done) => {
    const page = request.method === 'GET' ? pages.find(({ path }) => path.test(request.url)) : undefined;
    if (page) reply.header('Content-Security-Policy', page.policy);
    done();
  });
}
