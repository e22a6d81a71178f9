import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/http/web-app';

const webRoot = mkdtempSync(path.join(tmpdir(), 'store-web-'));
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'prerendered'), { recursive: true });
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(webRoot, 'prerendered', 'route-preloads.json'),
    JSON.stringify([
      { route: '/cart', files: ['/assets/cart-1.js'] },
      { route: '/projects/:id', files: ['/assets/project-1.js', '/assets/projects-1.js'] },
    ]),
  );
  app = Fastify({ logger: false });
  await registerWebApp(app, webRoot);
});
afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const preloadsOf = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return [...response.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
};

describe('the shell of a page the app draws', () => {
  it('names its page code in the head, so it downloads beside the entry', async () => {
    expect(await preloadsOf('/cart')).toEqual(['/assets/cart-1.js']);
    expect(await preloadsOf('/projects/0b9e4c0a-1')).toEqual(['/assets/project-1.js', '/assets/projects-1.js']);
    // As the browser's router matches: any case, a trailing slash, a query.
    expect(await preloadsOf('/CART/?from=menu')).toEqual(['/assets/cart-1.js']);
  });

  it('names nothing for any other address', async () => {
    for (const url of ['/', '/cartx', '/projects', '/projects/1/files', '/no/such/page']) {
      expect(await preloadsOf(url), url).toEqual([]);
    }
  });

  it('keeps one validator per route: a repeat visit gets a 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/projects/a' });
    const etag = first.headers.etag as string;
    const repeat = await app.inject({ method: 'GET', url: '/projects/b', headers: { 'if-none-match': etag } });
    expect(repeat.statusCode).toBe(304);
    const other = await app.inject({ method: 'GET', url: '/cart', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });
});
