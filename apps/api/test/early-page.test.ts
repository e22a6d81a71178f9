import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningWebApp, type RawAnswer } from './listening-web-app';
import { saveSettings } from './settings-helpers';
import type { TestApp } from './test-app';

/** Pages kept fresh are answered over a real connection before the app's routing: as the route answers them. */
let t: TestApp;
let get: Awaited<ReturnType<typeof listeningWebApp>>['get'];
let close: () => Promise<void>;

const seedOf = (html: string) => Number(/"seed":(\d+)/.exec(html)?.[1]);
const withoutDate = ({ date: _date, ...headers }: Record<string, string>) => headers;

beforeAll(async () => {
  ({ t, get, close } = await listeningWebApp('https://shop.example.in'));
}, 120_000);
afterAll(() => close());

/** Visits `/` until every visit seed has been drawn and asked again, by seed: each answer seen. */
async function visitsBySeed(headers: Record<string, string>) {
  const bySeed = new Map<number, RawAnswer[]>();
  for (let visit = 0; visit < 48; visit++) {
    const answer = await get('/', headers);
    expect(answer.status).toBe(200);
    const html = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body;
    const seed = seedOf(html.toString('utf8'));
    bySeed.set(seed, [...(bySeed.get(seed) ?? []), answer]);
  }
  return bySeed;
}

describe('a drawn page asked again within seconds', () => {
  for (const [label, headers] of [
    ['brotli', { host: 'shop.example.in', 'accept-encoding': 'gzip, deflate, br' }],
    ['no compression', { host: 'localhost' }],
  ] as const) {
    it(`has the drawn page's status, headers and bytes (${label})`, async () => {
      const bySeed = await visitsBySeed(headers);
      expect(bySeed.size).toBeGreaterThan(1);
      for (const answers of bySeed.values()) {
        const [first, ...again] = answers;
        if (!first) continue;
        for (const answer of again) {
          expect(answer.body.equals(first.body)).toBe(true);
          expect(withoutDate(answer.headers)).toEqual({
            ...withoutDate(first.headers),
            'server-timing': 'render;desc="cached"',
          });
        }
      }
    });
  }

  it('is still moved to the public address on any other host; a forwarded host counts only behind a trusted proxy', async () => {
    await visitsBySeed({ host: 'shop.example.in' });
    const moved = await get('/', { host: '127.0.0.1' });
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe('https://shop.example.in/');
    const forwarded = await get('/', { host: 'shop.example.in', 'x-forwarded-host': 'elsewhere.example' });
    expect(forwarded.status).toBe(200);
  });

  it("shows the seller's saved details at once", async () => {
    await visitsBySeed({ host: 'shop.example.in' });
    await saveSettings(t, { legalName: 'Marigold Early Answers Private Limited' });
    for (let visit = 0; visit < 20; visit++) {
      const answer = await get('/', { host: 'shop.example.in' });
      expect(answer.body.toString('utf8')).toContain('Marigold Early Answers Private Limited');
    }
  });
});

describe('a repeat visit to a drawn page', () => {
  for (const pathname of ['/', '/designs', '/marketing']) {
    it(`${pathname}: asked with its validator, gets a 304 and no body while the page is current`, async () => {
      const headers = { host: 'shop.example.in', 'accept-encoding': 'gzip, deflate, br' };
      const first = await get(pathname, headers);
      expect(first.status).toBe(200);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/"/);
      expect(first.headers['cache-control']).toBe('no-cache');
      // Visits take the seeds in turn; a repeat visit keeps its own, whichever comes next.
      for (let visit = 0; visit < 20; visit++) {
        const again = await get(pathname, { ...headers, 'if-none-match': etag as string });
        expect(again.status).toBe(304);
        expect(again.body.byteLength).toBe(0);
        expect(again.headers).toMatchObject({ etag, 'cache-control': 'no-cache', vary: first.headers.vary });
      }
    });
  }

  it('gets the page anew, in the shuffle it had, once what it shows has changed', async () => {
    const first = await get('/', { host: 'shop.example.in' });
    const seed = seedOf(first.body.toString('utf8'));
    await saveSettings(t, { legalName: 'Marigold Repeat Visits Private Limited' });
    const again = await get('/', { host: 'shop.example.in', 'if-none-match': first.headers.etag as string });
    expect(again.status).toBe(200);
    expect(again.headers.etag).not.toBe(first.headers.etag);
    expect(again.body.toString('utf8')).toContain('Marigold Repeat Visits Private Limited');
    expect(seedOf(again.body.toString('utf8'))).toBe(seed);
  });

  it('drawn by the route (not kept yet), answers the same way', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/designs?category=Restaurant',
      headers: { host: 'shop.example.in' },
    });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"s\d+\./);
    const again = await t.app.inject({
      method: 'GET',
      url: '/designs?category=Restaurant',
      headers: { host: 'shop.example.in', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/designs?category=Restaurant',
      headers: { host: 'shop.example.in', 'if-none-match': 'W/"s1009.not-this-page"' },
    });
    expect(stranger.statusCode).toBe(200);
    expect(seedOf(stranger.body)).toBe(1009);
  });
});
