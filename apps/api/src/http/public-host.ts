import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Pages are served on PUBLIC_URL's host name only (any port: a proxy or a port mapping may stand
 * between). The browser keeps the session, cart and checkout per origin, and the payment provider
 * and every mail send the shopper to PUBLIC_URL: a visitor on another address (127.0.0.1, a LAN
 * address, www.) is moved there before anything is stored, with the same path and query.
 * Behind TRUST_PROXY the host judged is X-Forwarded-Host's (Fastify's `request.hostname`).
 * `localhost` is always served: only this machine reaches that name (a probe, an operator's curl,
 * the tests' injected requests), never a shopper of a store with a public PUBLIC_URL.
 */
export function toPublicHost(publicUrl: string | undefined) {
  const target = publicUrl ? new URL(publicUrl) : undefined;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!target || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const hostname = request.hostname.toLowerCase();
    if (!hostname || hostname === target.hostname || hostname === 'localhost') return;
    if (!request.url.startsWith('/') || request.url.startsWith('/api/')) return;
    // Not kept by the browser, so a later PUBLIC_URL never meets a remembered redirect.
    return reply
      .code(308)
      .header('Location', `${target.origin}${request.url}`)
      .header('Cache-Control', 'no-store')
      .send();
  };
}

/**
 * The same rule read from a raw request, for answers given before the app's routing: true only when the page
 * is surely served on this host; anything else (a forwarded host, another name) is left to the app and its redirect.
 */
export function onPublicHost(publicUrl: string | undefined): (request: IncomingMessage) => boolean {
  const target = publicUrl ? new URL(publicUrl) : undefined;
  return (request) => {
    if (!target) return true;
    if (request.headers['x-forwarded-host'] !== undefined) return false;
    const host = (request.headers.host ?? '').toLowerCase();
    const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
    return hostname === target.hostname || hostname === 'localhost';
  };
}
