import type { FastifyInstance } from 'fastify';

export interface TransportRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/** Sends one HTTP request; rejects on network failure or timeout. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** Real HTTP over the network (Cashfree, or its local test double). */
export const fetchTransport: Transport = async ({ method, url, headers, body, timeoutMs }) => {
  const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body: await response.text(),
  };
};

/**
 * HTTP into this very server without a socket: the demo provider's API and its webhooks go
 * through the full request handling of the store, just as they would over the network.
 */
export function injectTransport(app: () => FastifyInstance): Transport {
  return async ({ method, url, headers, body, timeoutMs }) => {
    const { pathname, search } = new URL(url, 'http://store.internal');
    const pending = app().inject({ method, url: `${pathname}${search}`, headers, payload: body });
    const timeout = new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error('request timed out')), timeoutMs).unref();
    });
    const response = await Promise.race([pending, timeout]);
    return {
      status: response.statusCode,
      headers: response.headers as Record<string, string | undefined>,
      body: response.body,
    };
  };
}
