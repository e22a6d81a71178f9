import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSettings } from './settings-helpers';
import { createTestApp, type TestApp } from './test-app';
import { buildRenderWebRoot } from './web-render-root';

/** Pages kept fresh are answered over a real connection before the app's routing: as the route answers them. */
const webRoot = mkdtempSync(path.join(tmpdir(), 'store-early-page-'));
let t: TestApp;
let origin: string;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function get(pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const received: Record<string, string> = {};
          for (let index = 0; index < response.rawHeaders.length; index += 2)
            received[(response.rawHeaders[index] as string).toLowerCase()] = response.rawHeaders[index + 1] as string;
          resolve({ status: response.statusCode ?? 0, headers: received, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

const seedOf = (html: string) => Number(/"seed":(\d+)/.exec(html)?.[1]);
const withoutDate = ({ date: _date, ...headers }: Record<string, string>) => headers;

beforeAll(async () => {
  await buildRenderWebRoot(webRoot);
  t = await createTestApp({ webRoot, seed: true, env: { PUBLIC_URL: 'https://shop.example.in' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

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
