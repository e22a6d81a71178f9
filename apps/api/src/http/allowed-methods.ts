import type { FastifyInstance } from 'fastify';

/** `/api/cards/:id` → a pattern matching `/api/cards/abc`. */
function patternOf(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment === '*') return '.*';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}$`);
}

/**
 * Records the methods of every route under `prefix` as they are added (call before the routes) and answers which
 * methods a path takes, so an unknown method on a known path can be answered 405 with `Allow`.
 */
export function trackAllowedMethods(app: FastifyInstance, prefix: string): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    routes.push({ pattern: patternOf(route.url), methods: [route.method].flat() });
  });
  return (path) => {
    const methods = new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}
