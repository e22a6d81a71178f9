import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedListingAnswer, ListingCache } from '../src/modules/catalogue';
import { adminToken, bearer } from './accounts-helpers';
import { fixtures, multipartBody } from './cards-helpers';
import { createTestApp, type TestApp } from './test-app';

interface RawAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** A GET over a real connection, with the headers as sent, in order. */
function get(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const pairs: [string, string][] = [];
          for (let index = 0; index < response.rawHeaders.length; index += 2)
            pairs.push([response.rawHeaders[index] as string, response.rawHeaders[index + 1] as string]);
          resolve({ status: response.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** The headers with the parts that differ from one answer to the next (date, timing) made comparable. */
const comparable = (answer: RawAnswer) =>
  answer.headers
    .filter(([name]) => name.toLowerCase() !== 'date')
    .map(([name, value]) => [name, name === 'server-timing' ? value.replace(/dur=\d+\.\d{2}$/, 'dur=…') : value]);

describe('a listing answered again within seconds, before the app routes it', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  for (const [label, headers] of [
    ['brotli', { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['no compression', {}],
  ] as const) {
    it(`has the route's status, headers and bytes (${label})`, async () => {
      const listing = `/api/cards?page=1&limit=12&seed=${label.length}`;
      const first = await get(origin, listing, headers);
      const again = await get(origin, listing, headers);
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(comparable(again)).toEqual(comparable(first));
      expect(again.body.equals(first.body)).toBe(true);
      expect(again.headers.find(([name]) => name === 'server-timing')?.[1]).toMatch(/^total;dur=\d+\.\d{2}$/);
      // An address the route refused is never cached: it is refused again, by the route.
      const invalid = `/api/cards?page=0&limit=12&seed=${label.length}`;
      expect((await get(origin, invalid, headers)).status).toBe(400);
      expect((await get(origin, invalid, headers)).status).toBe(400);
    });
  }

  it('shows an admin’s new design at once: a change clears what is answered early', async () => {
    const listing = '/api/cards?page=1&limit=12';
    const total = async () =>
      Number((await get(origin, listing)).headers.find(([name]) => name === 'x-total-count')?.[1]);
    const before = await total();
    expect(await total()).toBe(before);
    const { payload, contentType } = await multipartBody([
      ['title', 'Fresh Bakery'],
      ['price', '4999'],
      ['category', 'Restaurants'],
      ['image', { data: await fixtures.png(), filename: 'bakery.png', type: 'image/png' }],
    ]);
    const response = await fetch(`${origin}/api/cards`, {
      method: 'POST',
      headers: { ...bearer((await adminToken(t)).token), 'content-type': contentType },
      body: payload,
    });
    expect(response.status).toBe(201);
    expect(await total()).toBe(before + 1);
  });
});

describe('the early answer', () => {
  const security = { 'X-Frame-Options': 'DENY' };
  let cache: ListingCache;
  let origin: string;
  let server: http.Server;
  let routed: string[];
  beforeAll(async () => {
    cache = new ListingCache(200);
    const answer = cachedListingAnswer(cache, security);
    routed = [];
    server = http.createServer((request, response) => {
      if (answer(request, response)) return;
      routed.push(`${request.method} ${request.url}`);
      response.end('routed');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers only a GET of an address the route answered, until it expires or is cleared', async () => {
    const listing = '/api/cards?page=1&limit=12';
    expect((await get(origin, listing)).body.toString()).toBe('routed');
    cache.set(listing, JSON.stringify([{ id: 'one' }]), 1);
    const early = await get(origin, listing);
    expect(early.body.toString()).toBe('[{"id":"one"}]');
    expect(early.headers).toContainEqual(['x-frame-options', 'DENY']);
    expect(early.headers).toContainEqual(['x-total-count', '1']);

    const others = [`${listing}&page=2`, '/api/cardsx?page=1&limit=12', '/api/categories'];
    for (const other of others) expect((await get(origin, other)).body.toString()).toBe('routed');
    const posted = await fetch(`${origin}${listing}`, { method: 'POST' });
    expect(await posted.text()).toBe('routed');

    cache.clear();
    expect((await get(origin, listing)).body.toString()).toBe('routed');
    cache.set(listing, '[]', 0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await get(origin, listing)).body.toString()).toBe('routed');
    expect(routed).toEqual([
      `GET ${listing}`,
      ...others.map((other) => `GET ${other}`),
      `POST ${listing}`,
      `GET ${listing}`,
      `GET ${listing}`,
    ]);
  });
});
