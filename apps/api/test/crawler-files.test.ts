import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DesignCard } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { adminToken, bearer } from './accounts-helpers';
import { uploadDesign } from './cards-helpers';
import { createTestApp, type TestApp } from './test-app';

/** The sitemaps.org schema (0.9), kept in the repository so the test needs no network. */
const SITEMAP_XSD = readFileSync(path.join(import.meta.dirname, 'schemas', 'sitemap.xsd'), 'utf8');

const PUBLIC_URL = 'https://designs.example.in';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PUBLIC_URL } });
  admin = bearer((await adminToken(t)).token);
});
afterAll(async () => {
  await t.close();
});

const upload = (title: string): Promise<DesignCard> =>
  uploadDesign(t, admin, { title, price: '2999', category: 'Travel' });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');

describe('GET /sitemap.xml', () => {
  it('is valid against the sitemaps.org schema and lists every visible design once, with lastmod', async () => {
    await upload('Hills & "Rivers" <Tours>');
    await upload('यात्रा घर');
    const hidden = await upload('Soon Gone Travels');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cards/${hidden._id}`, headers: admin })).statusCode).toBe(
      200,
    );

    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [SITEMAP_XSD] });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);

    const visible = (await t.app.inject({ method: 'GET', url: '/api/cards' })).json() as DesignCard[];
    expect(visible.length).toBeGreaterThan(3);
    const listed = locs(xml);
    for (const design of visible) {
      const address = `${PUBLIC_URL}/designs/${encodeURIComponent(design.slug)}`;
      expect(
        listed.filter((loc) => loc === address.replace(/&/g, '&amp;')),
        design.title,
      ).toHaveLength(1);
    }
    expect(listed.filter((loc) => loc.includes('/designs/'))).toHaveLength(visible.length);
    expect(xml).not.toContain('soon-gone-travels');
    expect(listed).toContain(`${PUBLIC_URL}/`);
    expect(listed).toContain(`${PUBLIC_URL}/contactus`);
    expect(xml).toMatch(/<loc>[^<]*\/designs\/[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('the schema check fails on a broken sitemap (the validator really validates)', async () => {
    const broken =
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>';
    const result = await validateXML({ xml: [{ fileName: 'bad.xml', contents: broken }], schema: [SITEMAP_XSD] });
    expect(result.valid).toBe(false);
  });
});

describe('GET /robots.txt', () => {
  it('disallows admin, account, checkout and API paths and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/admin',
      '/admin-login',
      '/user-dashboard',
      '/my-orders',
      '/checkout',
      '/cart',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
      '/erase-account',
    ]) {
      expect(
        lines.some((line) => line.startsWith('Disallow: ') && path.startsWith(line.slice(10))),
        path,
      ).toBe(true);
    }
    for (const open of ['/designs', '/designs/some-design', '/contactus']) {
      expect(
        lines.some((line) => line.startsWith('Disallow: ') && open.startsWith(line.slice(10))),
        open,
      ).toBe(false);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
