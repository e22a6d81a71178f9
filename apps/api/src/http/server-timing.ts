import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Adds `Server-Timing: total;dur=<ms>` to every API response: the time from the request's first
 * hook to its reply being sent, so benchmarks and the browser's network panel see the server's own
 * share of a request without the network's. Registered first, so refusals by later hooks are timed too.
 */
export function registerServerTiming(app: FastifyInstance): void {
  const startedAt = new WeakMap<FastifyRequest, number>();
  // Callback hooks, not async ones: they run on every API response, the catalogue's hot path included.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith('/api/')) startedAt.set(request, performance.now());
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const started = startedAt.get(request);
    if (started !== undefined) reply.header('Server-Timing', `total;dur=${(performance.now() - started).toFixed(2)}`);
    done(null, payload);
  });
}
