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
      { route: '/cart', files: ['/assets/cart-1.js'], shell: 'layout-shell' },
      { route: '/projects/:id', files: ['/assets/project-1.js', '/assets/projects-1.js'], shell: 'layout-shell' },
      { route: '/demo-checkout/:sessionId', files: ['/assets/demo-1.js'], shell: 'demo-checkout-shell' },
      { route: '/receipt/:id', files: ['/assets/receipt-1.js'] },
    ]),
  );
  for (const [language, words, notice] of [
    ['en', 'Cart', 'Demo payment provider'],
    ['hi', 'कार्ट', 'डेमो पेमेंट प्रोवाइडर'],
  ]) {
    writeFileSync(
      path.join(webRoot, 'prerendered', `layout-shell.${language}.html`),
      `<!doctype html><html lang="${language}"><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root" data-layout-shell><header>${words}<a href="/hi/__page__">हिंदी</a></header></div></body></html>`,
    );
    writeFileSync(
      path.join(webRoot, 'prerendered', `demo-checkout-shell.${language}.html`),
      `<!doctype html><html lang="${language}"><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root" data-layout-shell><main><p role="note">${notice}</p></main></div></body></html>`,
    );
  }
  app = Fastify({ logger: false });
  await registerWebApp(app, webRoot);
});
afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The page code a shell names: preloaded in its head, or named to the layout shell's loader. */
const preloadsOf = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  const links = [...response.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const named = /<script type="application\/json" id="page-chunks">([^<]*)<\/script>/.exec(response.body)?.[1];
  return [...links.map((match) => match[1]), ...(named ? (JSON.parse(named) as string[]) : [])];
};

describe('the shell of a page the app draws', () => {
  it('names its page code in the head, so it downloads beside the entry', async () => {
    expect(await preloadsOf('/cart')).toEqual(['/assets/cart-1.js']);
    expect(await preloadsOf('/projects/0b9e4c0a-1')).toEqual(['/assets/project-1.js', '/assets/projects-1.js']);
    // As the browser's router matches: any case, a trailing slash, a query.
    expect(await preloadsOf('/CART/?from=menu')).toEqual(['/assets/cart-1.js']);
    // A route with no drawn shell gets the plain one, which preloads it.
    const plain = await app.inject({ method: 'GET', url: '/receipt/r1' });
    expect(plain.body).toContain('<link rel="modulepreload" crossorigin href="/assets/receipt-1.js"></head>');
  });

  it('names nothing for any other address', async () => {
    for (const url of ['/', '/cartx', '/projects', '/projects/1/files', '/no/such/page']) {
      expect(await preloadsOf(url), url).toEqual([]);
    }
  });

  it('keeps one validator per route with no drawn shell: a repeat visit gets a 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/receipt/a' });
    const etag = first.headers.etag as string;
    const repeat = await app.inject({ method: 'GET', url: '/receipt/b', headers: { 'if-none-match': etag } });
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
    expect(english.body).toContain(
      '<div id="root" data-layout-shell><header>Cart<a href="/hi/cart">हिंदी</a></header></div>',
    );
    // Its page's code is named to the shell's loader, which fetches it after the first paint, not preloaded before.
    expect(english.body).toContain('<script type="application/json" id="page-chunks">["/assets/cart-1.js"]</script>');
    expect(english.body).not.toContain('rel="modulepreload"');
    const hindi = await shellOf('/projects/a', 'lang=hi');
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('<header>कार्ट<a href="/hi/projects/a">');
    expect(hindi.body).toContain('id="page-chunks">["/assets/project-1.js","/assets/projects-1.js"]</script>');
    // The cookie picks the words: caches are told, and each language has its own validator.
    expect(english.headers.vary).toContain('Cookie');
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    const stale = await app.inject({
      method: 'GET',
      url: '/cart',
      headers: { cookie: 'lang=hi', 'if-none-match': english.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('<header>कार्ट');
  });

  it('names the address asked for where the shell links to the page it is on, escaped', async () => {
    const response = await shellOf('/cart?from=menu&x=%22');
    expect(response.body).toContain('<a href="/hi/cart?from=menu&amp;x=%22">');
    expect(response.body).not.toContain('__page__');
    // Each address has its own validator; a repeat visit to the same one gets a 304.
    const other = await shellOf('/cart');
    expect(other.headers.etag).not.toBe(response.headers.etag);
    const repeat = await app.inject({ method: 'GET', url: '/cart', headers: { 'if-none-match': other.headers.etag } });
    expect(repeat.statusCode).toBe(304);
  });

  it('leaves an address under /hi, a route with no drawn shell and any other address to the app alone', async () => {
    for (const url of ['/hi/cart', '/hi/demo-checkout/s1', '/receipt/r1', '/no/such/page']) {
      const response = await shellOf(url);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain('page-chunks');
      expect(response.headers.vary ?? '', url).not.toContain('Cookie');
    }
  });
});

describe("the demo provider's page", () => {
  it("arrives as it opens, with its notice, in the visitor's chosen language, its code named to the loader", async () => {
    const english = await app.inject({ method: 'GET', url: '/demo-checkout/session_1' });
    expect(english.body).toContain('<div id="root" data-layout-shell><main><p role="note">Demo payment provider</p>');
    expect(english.body).toContain('<script type="application/json" id="page-chunks">["/assets/demo-1.js"]</script>');
    expect(english.body).not.toContain('rel="modulepreload"');
    expect(english.headers.vary).toContain('Cookie');
    const hindi = await app.inject({ method: 'GET', url: '/demo-checkout/session_1', headers: { cookie: 'lang=hi' } });
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('<p role="note">डेमो पेमेंट प्रोवाइडर</p>');
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
  });
});
