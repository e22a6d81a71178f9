import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/http/web-app';
import { createTestApp, type TestApp } from './test-app';

const webRoot = mkdtempSync(path.join(tmpdir(), 'store-web-'));
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log("app");');
  mkdirSync(path.join(webRoot, 'prerendered'));
  writeFileSync(path.join(webRoot, 'prerendered', 'home.html'), '<div id="root"><h1>Home first paint</h1></div>');
  writeFileSync(
    path.join(webRoot, 'prerendered', 'designs.html'),
    '<html><head></head><body><div id="root"><h1>Designs first paint</h1></div></body></html>',
  );
  t = await createTestApp({ webRoot, seed: true });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The JSON the server put into /designs for its first page. */
function firstDesignsOf(html: string) {
  const match = /<script type="application\/json" id="first-designs">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no first-designs data in the page');
  return JSON.parse(match[1]) as { seed: number; total: number; cards: Array<Record<string, unknown>> };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('serving the front end', () => {
  it('serves the app shell revalidated, with a 304 for a repeat visit', async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await get('/', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers client routes (and unknown pages) with the shell, so the router can draw them', async () => {
    for (const url of ['/designs', '/sucess?encResp=x', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends an opener policy with the back office and the payment page only (docs/decisions/024)', async () => {
    const policyOf = async (url: string) => (await get(url)).headers['cross-origin-opener-policy'];
    for (const url of ['/admin-login', '/admin-dashboard', '/ManageOrders', '/admin/users?page=2', '/products']) {
      expect(await policyOf(url), url).toBe('same-origin');
    }
    for (const url of ['/formpage', '/formpage/session_1?order_id=ORD-1']) {
      expect(await policyOf(url), url).toBe('same-origin-allow-popups');
    }
    for (const url of ['/', '/designs', '/hi/designs', '/checkout', '/sucess?encResp=x', '/api/categories']) {
      expect(await policyOf(url), url).toBeUndefined();
    }
  });

  it('sends the prerendered HTML for exactly / and /designs', async () => {
    const home = await get('/');
    expect(home.body).toContain('Home first paint');
    expect((await get('/', { 'if-none-match': home.headers.etag as string })).statusCode).toBe(304);
    const designs = await get('/designs');
    expect(designs.body).toContain('Designs first paint');
    // A query changes the first view (category, page), so the plain shell is sent.
    for (const url of ['/designs?page=2', '/?ref=ad', '/designs/', '/cart']) {
      const response = await get(url);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
    expect((await get('/prerendered/home.html')).statusCode).toBe(404);
  });

  it('sends /designs with a fresh first page of designs, the one GET /api/cards gives for its seed', async () => {
    const first = await get('/designs');
    // Fresh data on every visit, so no validator that could bring back an old page.
    expect(first.headers.etag).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-cache');
    const sent = firstDesignsOf(first.body);
    expect(Number.isInteger(sent.seed)).toBe(true);
    const api = await get(`/api/cards?page=1&limit=12&seed=${sent.seed}`);
    expect(sent.cards).toEqual(api.json());
    expect(sent.total).toBe(Number(api.headers['x-total-count']));
    expect(sent.cards).toHaveLength(12);
    // The first card's image is fetched with the page.
    const [card] = sent.cards;
    expect(first.body).toContain(`<link rel="preload" as="image" href="${card?.imageSrc}"`);
    expect(first.body).toContain(`imagesrcset="${card?.imageSrcSet}"`);
    expect(first.body).toContain('fetchpriority="high"');
    // A new visit, a new order.
    const seeds = new Set([sent.seed]);
    for (let visit = 0; visit < 5; visit++) seeds.add(firstDesignsOf((await get('/designs')).body).seed);
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('keeps a hostile design title inside the page data', async () => {
    const title = '</script><script>alert(1)</script><!--';
    await t.store.db.updateTable('catalogue_designs').set({ title }).execute();
    const page = (await get('/designs')).body;
    // Two data elements (the store settings and the first designs), and no script the title could have opened.
    expect(page.match(/<script/g)).toHaveLength(2);
    expect(page.match(/<script type="application\/json" id="(store-settings|first-designs)">/g)).toHaveLength(2);
    expect(firstDesignsOf(page).cards[0]?.title).toBe(title);
  });

  it('caches hashed assets for a year and answers a missing file with 404', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No API route for GET /api/nope' });
  });

  it('never serves files outside the web root', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await get(url);
      expect(response.body, url).not.toContain('"workspaces"');
    }
  });
});

describe('page data that cannot be loaded', () => {
  it('sends the page without it, and the browser asks the API itself', async () => {
    const app = Fastify({ logger: false });
    await registerWebApp(app, webRoot, {
      '/designs': async () => {
        throw new Error('database unavailable');
      },
    });
    const response = await app.inject({ method: 'GET', url: '/designs' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Designs first paint');
    expect(response.body).not.toContain('<script');
    await app.close();
  });
});

describe('a production store on the demo provider', () => {
  const banner = 'Demo payments: no money is taken';

  it('shows the demo banner above the app on every page', async () => {
    const demo = await createTestApp({
      webRoot,
      env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo', PUBLIC_URL: 'https://shop.example' },
    });
    try {
      for (const url of ['/', '/designs', '/user-login', '/admin-dashboard', '/no/such/page']) {
        const html = (await demo.app.inject({ method: 'GET', url })).body;
        expect(html, url).toContain(`>${banner}</div>`);
        // Outside the element the app renders into, so hydration never touches it.
        expect(html.indexOf(banner), url).toBeLessThan(html.indexOf('<div id="root">'));
      }
    } finally {
      await demo.close();
    }
  });

  it('shows no banner when the store is not in production', async () => {
    for (const url of ['/', '/designs', '/user-login']) expect((await get(url)).body).not.toContain(banner);
  });
});
