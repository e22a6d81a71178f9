import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DesignCard } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/config/env';
import { adminToken, bearer } from './accounts-helpers';
import { type FormEntry, fixtures, multipartBody } from './cards-helpers';
import { createTestApp, type TestApp } from './test-app';
import { buildRenderWebRoot, SHELL } from './web-render-root';

/**
 * Design pages drawn by the server with the front end's real renderer (apps/web/src/prerender.tsx,
 * bundled here as the build keeps it in dist/prerendered/render), so no stale build is tested.
 */
const webRoot = mkdtempSync(path.join(tmpdir(), 'store-design-render-'));
let t: TestApp;
let admin: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  await buildRenderWebRoot(webRoot);
  t = await createTestApp({ webRoot });
  admin = bearer((await adminToken(t)).token);
  png = await fixtures.png();
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function send(method: 'POST' | 'PUT', url: string, entries: FormEntry[]) {
  const { payload, contentType } = await multipartBody(entries);
  const response = await t.app.inject({ method, url, payload, headers: { ...admin, 'content-type': contentType } });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().card as DesignCard;
}

const upload = (title: string, category: string, price = '3999') =>
  send('POST', '/api/cards', [
    ['title', title],
    ['price', price],
    ['category', category],
    ['image', { data: png, filename: 'p.png', type: 'image/png' }],
  ]);

async function pageHtml(app: FastifyInstance, slug: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/designs/${encodeURIComponent(slug)}` });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** What a crawler sees in the app's root, before any script: the HTML between the root and the data. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, end);
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(rootOf(html))?.[1];

describe('server-drawn design pages', () => {
  it('carry the design in the HTML: title, preview with srcset, category, price, and more in this category', async () => {
    const design = await upload('Coastal Catch', 'Seafood Shops', '3999');
    const other = await upload('Harbour Grill', 'Seafood Shops');
    const html = await pageHtml(t.app, design.slug);
    expect(h1(html)).toBe('Coastal Catch');
    const root = rootOf(html);
    expect(root).toContain('Seafood Shops');
    expect(root).toContain(`src="${attribute(design.imageSrc)}"`);
    expect(root).toContain(`srcSet="${attribute(design.imageSrcSet)}"`);
    // The spec's price display: first-year price, MRP at double with 50% Off, second-year price.
    expect(root).toContain('₹3,999');
    expect(root).toContain('₹7,998');
    expect(root).toContain('50% Off');
    expect(root).toContain('₹1,999.50');
    expect(root).toContain('More in this category');
    expect(root).toContain('Harbour Grill');
    expect(root).toContain(`href="/designs/${other.slug}"`);
    expect(root).not.toContain('Loading design');
  });

  it('show an admin edit, a new design of the category and an image change at once, also on another instance', async () => {
    const design = await upload('Lakeside Bakery', 'Bakeries', '4999');
    const env = parseEnv({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', DATABASE_URL: t.databaseUrl });
    const second = await buildApp({ env, store: t.store, webRoot, logger: false });
    try {
      expect(h1(await pageHtml(second, design.slug))).toBe('Lakeside Bakery');
      expect(await pageHtml(t.app, design.slug)).toContain('₹4,999');

      await send('PUT', `/api/cards/${design._id}`, [['price', '5999']]);
      for (const app of [t.app, second]) {
        const root = rootOf(await pageHtml(app, design.slug));
        expect(root).toContain('₹5,999');
        expect(root).not.toContain('₹4,999');
      }

      await upload('Morning Loaf', 'Bakeries');
      expect(rootOf(await pageHtml(second, design.slug))).toContain('Morning Loaf');

      const replaced = await send('PUT', `/api/cards/${design._id}`, [
        ['image', { data: png, filename: 'new.png', type: 'image/png' }],
      ]);
      expect(replaced.imageSrc).not.toBe(design.imageSrc);
      const after = rootOf(await pageHtml(second, design.slug));
      expect(after).toContain(`src="${attribute(replaced.imageSrc)}"`);
      expect(after).not.toContain(`src="${attribute(design.imageSrc)}"`);
    } finally {
      await second.close();
    }
  });

  it('keep hostile titles as text: </script>, quotes and Devanagari never leave their element', async () => {
    const title = `</script><script>alert("x")</script> 'Chai' & "मसाला घर"`;
    const design = await upload(title, 'Tea Stalls');
    const html = await pageHtml(t.app, design.slug);
    expect(html).not.toContain('<script>alert');
    // The root's heading decodes to exactly the title.
    const heading = h1(html) ?? '';
    const decoded = heading
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&amp;', '&');
    expect(decoded).toBe(title);
    // Every script element is one the server wrote; the data the page hydrates from parses back to the title.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/type="application\/(json|ld\+json)"/);
    const data = /<script type="application\/json" id="design-page">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(data).design.title).toBe(title);
  });

  it('fall back to the shell with the data when the page cannot be drawn, so the browser draws it', async () => {
    const brokenRoot = mkdtempSync(path.join(tmpdir(), 'store-design-broken-'));
    writeFileSync(path.join(brokenRoot, 'index.html'), SHELL);
    mkdirSync(path.join(brokenRoot, 'prerendered', 'render'), { recursive: true });
    writeFileSync(path.join(brokenRoot, 'prerendered', 'design.html'), SHELL);
    writeFileSync(
      path.join(brokenRoot, 'prerendered', 'render', 'prerender.js'),
      'export async function renderDesignPage() { throw new Error("cannot draw"); }',
    );
    const design = await upload('Fallback Dhaba', 'Dhabas');
    const env = parseEnv({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', DATABASE_URL: t.databaseUrl });
    const broken = await buildApp({ env, store: t.store, webRoot: brokenRoot, logger: false });
    try {
      const html = await pageHtml(broken, design.slug);
      expect(html).toContain('<div id="root"></div>');
      const data = /<script type="application\/json" id="design-page">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
      expect(JSON.parse(data).design.title).toBe('Fallback Dhaba');
    } finally {
      await broken.close();
      rmSync(brokenRoot, { recursive: true, force: true });
    }
  });
});
