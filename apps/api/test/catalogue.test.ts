import { OFFERED_CATEGORIES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../src/modules/catalogue';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
type Card = { _id: string; title: string; price: number; category: string; imageSrc: string; pdfSrc?: string };

describe('GET /api/categories', () => {
  it('lists the seven offered categories once each', async () => {
    const response = await get('/api/categories');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([...OFFERED_CATEGORIES]);
  });

  it('lists the seven categories the spec offers, in the spec’s order, spelled as it spells them', async () => {
    // Written out from the product spec (§3 Category), not read from the store's constant.
    expect((await get('/api/categories')).json()).toEqual([
      'Real Estate',
      'Design',
      'Restaurant',
      'E-commerce',
      'Portfolio',
      'Education',
      'Health Services',
    ]);
  });

  it('adds a category that is in use but not offered', async () => {
    const { db } = t.store;
    const row = await db.selectFrom('catalogue_designs').selectAll().limit(1).executeTakeFirstOrThrow();
    await db
      .insertInto('catalogue_designs')
      .values({
        ...row,
        id: 'f'.repeat(24),
        demo_key: null,
        category: 'Travel',
        title: 'Wander Trips',
        slug: 'wander-trips',
      })
      .execute();
    try {
      const names = (await get('/api/categories')).json() as string[];
      expect(names).toEqual([...OFFERED_CATEGORIES, 'Travel']);
    } finally {
      await db.deleteFrom('catalogue_designs').where('id', '=', 'f'.repeat(24)).execute();
    }
  });
});

describe('GET /api/cards', () => {
  it('returns every demo design in the spec shape with the total in X-Total-Count', async () => {
    const response = await get('/api/cards');
    expect(response.statusCode).toBe(200);
    const cards = response.json() as Card[];
    expect(cards.length).toBeGreaterThanOrEqual(24);
    expect(response.headers['x-total-count']).toBe(String(cards.length));
    for (const card of cards) {
      expect(typeof card._id).toBe('string');
      expect(card.price).toBeGreaterThanOrEqual(2999);
      expect(card.price).toBeLessThanOrEqual(24999);
      expect(card.imageSrc).toMatch(/^\/media\/[a-f0-9]{32}-w800\.webp$/);
      if ('pdfSrc' in card) expect(card.pdfSrc).toMatch(/^\/media\/[a-f0-9]{32}-pdf\.pdf$/);
    }
    expect(new Set(cards.map((card) => card.category))).toEqual(new Set(OFFERED_CATEGORIES));
    const withoutPdf = cards.filter((card) => !('pdfSrc' in card));
    expect(withoutPdf.length).toBeGreaterThanOrEqual(2);
    expect(withoutPdf.length).toBeLessThan(cards.length / 2);
  });

  it('filters by exact category', async () => {
    const cards = (await get('/api/cards?category=Restaurant')).json() as Card[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.category === 'Restaurant')).toBe(true);
    expect((await get('/api/cards?category=restaurant')).json()).toEqual([]);
  });

  it('answers [] for an unknown category', async () => {
    const response = await get('/api/cards?category=Nope');
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('searches title and category case-insensitively', async () => {
    const byTitle = (await get('/api/cards?q=DOSA')).json() as Card[];
    expect(byTitle.map((card) => card.title)).toEqual(['The Dosa Factory']);
    const byCategory = (await get('/api/cards?q=health')).json() as Card[];
    expect(byCategory.length).toBeGreaterThan(0);
    expect(byCategory.every((card) => card.category === 'Health Services')).toBe(true);
  });

  it('treats LIKE wildcards and SQL in the keyword literally', async () => {
    expect((await get('/api/cards?q=%25')).json()).toEqual([]);
    expect((await get('/api/cards?q=_')).json()).toEqual([]);
    const injection = await get(`/api/cards?q=${encodeURIComponent("' OR 1=1 --")}`);
    expect(injection.statusCode).toBe(200);
    expect(injection.json()).toEqual([]);
  });

  it('pages with a seed without repeating or skipping a design', async () => {
    const total = Number((await get('/api/cards')).headers['x-total-count']);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(total / 12); page += 1) {
      const response = await get(`/api/cards?page=${page}&limit=12&seed=7`);
      expect(response.headers['x-total-count']).toBe(String(total));
      seen.push(...(response.json() as Card[]).map((card) => card._id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const first = (await get('/api/cards?page=1&limit=12&seed=7')).json() as Card[];
    const second = (await get('/api/cards?page=2&limit=12&seed=7')).json() as Card[];
    expect(first).toHaveLength(12);
    expect(first.filter((card) => second.some((other) => other._id === card._id))).toEqual([]);
  });

  it('gives the same order for the same seed and another for another seed', async () => {
    const ids = async (seed: number) =>
      ((await get(`/api/cards?seed=${seed}`)).json() as Card[]).map((card) => card._id);
    expect(await ids(42)).toEqual(await ids(42));
    const orders = new Set([await ids(1), await ids(2), await ids(3), await ids(4)].map((order) => order.join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('pages within a category and keyword', async () => {
    const all = (await get('/api/cards?category=Education&seed=3')).json() as Card[];
    const page1 = (await get('/api/cards?category=Education&seed=3&page=1&limit=3')).json() as Card[];
    const page2 = (await get('/api/cards?category=Education&seed=3&page=2&limit=3')).json() as Card[];
    expect([...page1, ...page2].map((card) => card._id)).toEqual(all.map((card) => card._id));
  });

  it('answers brotli or gzip when accepted, the same JSON either way', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await get('/api/cards?page=1&limit=12&seed=5');
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/cards?page=1&limit=12&seed=5',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    const gz = await t.app.inject({
      method: 'GET',
      url: '/api/cards?page=1&limit=12&seed=5',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers['x-total-count']).toBe(plain.headers['x-total-count']);
  });

  it('answers an empty page past the end', async () => {
    const response = await get('/api/cards?page=99&limit=12');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['page=-1&limit=12', 'page'],
    ['page=0&limit=12', 'page'],
    ['page=abc', 'page'],
    ['page=1.5&limit=12', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['seed=-3', 'seed'],
    ['seed=xyz', 'seed'],
    ['seed=99999999999', 'seed'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const response = await get(`/api/cards?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect((response.json() as { error: string }).error).toContain(field);
  });
});

describe('media', () => {
  it('serves preview images as cached WebP with a strong ETag and 304 on revalidation', async () => {
    const [card] = (await get('/api/cards?limit=1&page=1')).json() as Card[];
    if (!card) throw new Error('no card');
    const response = await get(card.imageSrc);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const again = await t.app.inject({ method: 'GET', url: card.imageSrc, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('offers 400, 800 and 1200 wide variants; the largest is 1200×800', async () => {
    const sharp = (await import('sharp')).default;
    const [card] = (await get('/api/cards?limit=1&page=1')).json() as Array<Card & { imageSrcSet: string }>;
    if (!card) throw new Error('no card');
    const sources = card.imageSrcSet.split(', ').map((entry) => entry.split(' '));
    expect(sources.map(([, width]) => width)).toEqual(['400w', '800w', '1200w']);
    const largest = await get(sources[2]?.[0] ?? '');
    const metadata = await sharp(largest.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 800]);
  });

  it('serves PDFs as application/pdf that cannot run script', async () => {
    const cards = (await get('/api/cards')).json() as Card[];
    const withPdf = cards.find((card) => card.pdfSrc);
    const response = await get(withPdf?.pdfSrc ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it.each(['/media/nope.webp', '/media/..%2f..%2fetc%2fpasswd', '/media/%2e%2e/store.sqlite'])(
    '404s %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
    },
  );
});

describe('seeding', () => {
  it('adds nothing on a second start', async () => {
    const before = Number((await get('/api/cards')).headers['x-total-count']);
    expect(await seedDemoCatalogue(t.store.db)).toBe(0);
    expect(Number((await get('/api/cards')).headers['x-total-count'])).toBe(before);
  });
});

describe('API surface', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No API route for GET /api/nope' });
  });

  it('publishes an OpenAPI 3.1 document with the catalogue calls', async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/cards', '/api/categories']));
  });

  it('serves interactive docs', async () => {
    const response = await get('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends security headers', async () => {
    const response = await get('/api/categories');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  it('gives no CORS permission to a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
