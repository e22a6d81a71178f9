import { afterEach, vi } from 'vitest';

/** One request the page made, as the stub saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = Response | ((request: SeenRequest) => Response | Promise<Response>);

/** A JSON answer with the given status. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces `fetch` for one test: each `'METHOD /path'` key answers that request (the query string is
 * ignored); anything else fails the test with the request named. Returns the requests seen.
 */
export function stubFetch(answers: Record<string, Answer>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const text = typeof init.body === 'string' ? init.body : undefined;
      const request: SeenRequest = {
        method,
        path: url.pathname,
        body: text === undefined ? init.body : JSON.parse(text),
        headers: { ...(init.headers as Record<string, string>) },
      };
      seen.push(request);
      const answer = answers[`${method} ${url.pathname}`];
      if (!answer) throw new Error(`Unexpected request ${method} ${url.pathname}`);
      return typeof answer === 'function' ? answer(request) : answer.clone();
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});
