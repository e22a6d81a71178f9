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
      { route: '/cart', files: ['/assets/cart-1.js'], layout: true },
      { route: '/projects/:id', files: ['/assets/project-1.js', '/assets/projects-1.js'], layout: true },
      { route: '/demo-checkout/:sessionId', files: ['/assets/demo-1.js'], layout: false },
    ]),
  );
  for (const [language, words] of [
    ['en', 'Cart'],
    ['hi', 'कार्ट'],
  ])
    writeFileSync(
      path.join(webRoot, 'prerendered', `layout-shell.${language}.html`),
      `<!doctype html><html lang="${language}"><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root" data-layout-shell><header>${words}</header></div></body></html>`,
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

describe("a page the app draws in the store's layout", () => {
  const shellOf = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("arrives with the store's header and footer, in the visitor's chosen language", async () => {
    const english = await shellOf('/cart');
    expect(english.body).toContain('<html lang="en"><head>');
    expect(english.body).toContain('<div id="root" data-layout-shell><header>Cart</header></div>');
    expect(english.body).toContain('<link rel="modulepreload" crossorigin href="/assets/cart-1.js">');
    const hindi = await shellOf('/projects/a', 'lang=hi');
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('<header>कार्ट</header>');
    expect(hindi.body).toContain('href="/assets/project-1.js"');
    // The cookie picks the words: caches are told, and each language has its own validator.
    expect(english.headers.vary).toContain('Cookie');
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    const stale = await app.inject({
      method: 'GET',
      url: '/cart',
      headers: { cookie: 'lang=hi', 'if-none-match': english.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('<header>कार्ट</header>');
  });

  it('leaves an address under /hi, the provider page and any other address to the app alone', async () => {
    for (const url of ['/hi/cart', '/demo-checkout/s1', '/no/such/page']) {
      const response = await shellOf(url);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.headers.vary ?? '', url).not.toContain('Cookie');
    }
  });
});
