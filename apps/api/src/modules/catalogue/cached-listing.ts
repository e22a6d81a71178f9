import type { EarlyAnswer } from '../../lib/web-pages';
import { encodedBody, type ListingCache } from './listing-cache';

/**
 * Answers a catalogue listing this instance finished in the last seconds straight from the Node
 * server, before the app's routing and hooks: the busiest request of the store costs what writing
 * its stored bytes costs. The cache holds only addresses the listing route validated and answered,
 * so a hit is always a public GET of `/api/cards`; the answer carries the same headers the route
 * and the app's hooks give it (`security` being the app's security headers).
 */
export function cachedListingAnswer(cache: ListingCache, security: Record<string, string>): EarlyAnswer {
  const securityPairs = Object.entries(security).flatMap(([name, value]) => [name.toLowerCase(), value]);
  return (request, response) => {
    if (request.method !== 'GET' || !request.url?.startsWith('/api/cards')) return false;
    const started = performance.now();
    const entry = cache.get(request.url);
    if (!entry) return false;
    const { body, encoding } = encodedBody(entry, request.headers['accept-encoding']);
    const headers = [
      'x-total-count',
      String(entry.total),
      'vary',
      'Accept-Encoding',
      'content-type',
      'application/json; charset=utf-8',
      ...(encoding ? ['content-encoding', encoding] : []),
      'server-timing',
      `total;dur=${(performance.now() - started).toFixed(2)}`,
      ...securityPairs,
      'content-length',
      String(body.byteLength),
    ];
    response.writeHead(200, headers);
    response.end(body);
    return true;
  };
}
