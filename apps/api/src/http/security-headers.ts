import { createHash } from 'node:crypto';
import { openerPolicyFor } from '@store/shared';
import type { FastifyInstance } from 'fastify';

export interface ContentSecurityOptions {
  /** Extra script and connect sources (a payment provider's SDK). */
  scriptHosts?: string[];
  connectHosts?: string[];
  frameHosts?: string[];
  /** Inline scripts of the served pages, allowed by their SHA-256 hash. */
  inlineScripts?: string[];
  https?: boolean;
}

const scriptHash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

export function contentSecurityPolicy(options: ContentSecurityOptions = {}): string {
  const list = (hosts: string[] | undefined) => (hosts?.length ? ` ${hosts.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${list(options.inlineScripts?.map(scriptHash))}${list(options.scriptHosts)}`,
    // React sets styles through the DOM and react-toastify injects its stylesheet.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${list(options.connectHosts)}`,
    "worker-src 'self' blob:",
    `frame-src 'self'${list(options.frameHosts)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The security headers every response carries, the default CSP among them. */
export function securityHeaders(options: ContentSecurityOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  headers['Content-Security-Policy'] = contentSecurityPolicy(options);
  return headers;
}

/**
 * Adds the security headers every response carries; a route may set its own CSP first. The back office and the
 * payment page also get their opener policy (`openerPolicyFor`).
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  const { 'Content-Security-Policy': policy, ...always } = headers;
  // A callback hook, not an async one: it runs on every response, the catalogue's hot path included.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(always);
    if (policy && !reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', policy);
    const opener = openerPolicyFor(request.url.split('?', 1)[0] ?? '');
    if (opener) reply.header('Cross-Origin-Opener-Policy', opener);
    done(null, payload);
  });
}
