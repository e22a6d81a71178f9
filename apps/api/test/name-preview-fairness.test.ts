import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DesignCard } from '@store/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_PREVIEW_ROLE } from '../src/modules/name-preview';
import { PreviewCache } from '../src/modules/name-preview/preview-cache';
import { createTestApp, type TestApp } from './test-app';

// Real connections from addresses of their own (127.0.0.0/8 is all loopback), as a flooder and visitors arrive.
let t: TestApp;
let port: number;
let cards: DesignCard[];
const CACHE_LIMIT = 40;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { NAME_PREVIEW_CACHE_LIMIT: String(CACHE_LIMIT) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  cards = (await t.app.inject({ method: 'GET', url: '/api/cards' })).json() as DesignCard[];
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A client at `address` with up to `connections` connections at once. A connection per request: the store
 * closes idle ones after Node's 5 s, and a request sent on one just then would fail for reasons of the test's own.
 */
function clientAt(address: string, connections = 1) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: connections });
  const get = (path: string) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent, localAddress: address }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

const previewPath = (index: number, name: string, width: number) =>
  `/api/cards/${(cards[index % cards.length] as DesignCard)._id}/preview.webp?${new URLSearchParams({ name, w: String(width) })}`;
const randomName = () => `Flood ${randomBytes(6).toString('hex')}`;
const cachedKeys = async () =>
  (await t.store.db.selectFrom('media_files').select('key').where('role', '=', NAME_PREVIEW_ROLE).execute())
    .map((row) => row.key)
    .sort();
const tally = (counts: Record<number, number>, status: number) => {
  counts[status] = (counts[status] ?? 0) + 1;
};

describe('name previews under a flood from one address', () => {
  it("draws a second client's previews while one address floods with 24 connections, and answers the flood 429", async () => {
    const flooder = clientAt('127.0.0.2', 24);
    const visitor = clientAt('127.0.0.3');
    const floodStatuses: Record<number, number> = {};
    let refusal: Answer | undefined;
    let flooding = true;
    const floodWorker = async (worker: number) => {
      for (let index = worker; flooding; index += 24) {
        const answer = await flooder.get(previewPath(index, randomName(), 1200));
        tally(floodStatuses, answer.status);
        if (answer.status === 429) {
          refusal ??= answer;
          // A short pause keeps the test's own CPU for the store; a real flooder would not wait at all.
          await sleep(5);
        }
      }
    };
    const workers = Array.from({ length: 24 }, (_, worker) => floodWorker(worker));
    await sleep(300);

    const visitorStatuses: number[] = [];
    const waits: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const started = performance.now();
      const answer = await visitor.get(previewPath(index, `Visitor Shop ${index}`, 1200));
      waits.push(performance.now() - started);
      visitorStatuses.push(answer.status);
      if (answer.status === 200) {
        const meta = await sharp(answer.body).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 800]);
      }
    }
    flooding = false;
    await Promise.all(workers);
    flooder.close();
    visitor.close();

    waits.sort((a, b) => a - b);
    console.log(
      `visitor: ${visitorStatuses.filter((status) => status === 200).length}/21 drawn, median ${waits[10]?.toFixed(0)} ms, slowest ${waits[20]?.toFixed(0)} ms; flooder: ${JSON.stringify(floodStatuses)}`,
    );
    expect(visitorStatuses).toEqual(Array(21).fill(200));
    expect(floodStatuses[429] ?? 0).toBeGreaterThan(0);
    expect(floodStatuses[503] ?? 0).toBe(0);
    expect(refusal?.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(JSON.parse(String(refusal?.body)).error).toMatch(/previews/);
  }, 120_000);

  it('keeps a name asked for twice through a flood of 500 one-off names, and answers it from the cache', async () => {
    const popular = previewPath(0, 'Popular Sweets', 400);
    const regular = clientAt('127.0.0.4');
    const keysBefore = await cachedKeys();
    expect((await regular.get(popular)).status).toBe(200);
    const popularKeys = (await cachedKeys()).filter((key) => !keysBefore.includes(key));
    expect(popularKeys).toHaveLength(1);
    expect((await regular.get(popular)).status).toBe(200);

    // 500 names nobody asks for again, from 50 addresses (10 each), 8 at a time.
    const floodStatuses: Record<number, number> = {};
    const flooders = Array.from({ length: 50 }, (_, index) => clientAt(`127.0.1.${index + 1}`));
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < 500) {
        const index = next++;
        const answer = await (flooders[index % 50] as ReturnType<typeof clientAt>).get(
          previewPath(index, `One Off ${index} ${randomBytes(3).toString('hex')}`, 400),
        );
        tally(floodStatuses, answer.status);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const seconds = (performance.now() - started) / 1000;
    for (const flooder of flooders) flooder.close();
    console.log(`500 one-off names in ${seconds.toFixed(1)} s: ${JSON.stringify(floodStatuses)}`);
    expect(floodStatuses).toEqual({ 200: 500 });

    const keysAfter = await cachedKeys();
    expect(keysAfter).toHaveLength(CACHE_LIMIT);
    expect(keysAfter).toContain(popularKeys[0]);
    // Answered from the cache: nothing drawn, so nothing stored and nothing evicted.
    const again = await regular.get(popular);
    expect(again.status).toBe(200);
    expect((await sharp(again.body).metadata()).format).toBe('webp');
    expect(await cachedKeys()).toEqual(keysAfter);
    regular.close();
  }, 180_000);

  it('turns an address away with 429 past 200 new names at once, still answering its cached names and other addresses', async () => {
    const greedy = clientAt('127.0.0.5', 4);
    const statuses: Record<number, number> = {};
    let drawn = 0;
    let refusal: Answer | undefined;
    let lastDrawn = '';
    let next = 0;
    const started = performance.now();
    // Four at a time, within the per-address limit on previews being drawn, until the first refusal.
    const worker = async () => {
      while (!refusal && next < 400) {
        const path = previewPath(next, `Greedy ${next++}`, 400);
        const answer = await greedy.get(path);
        tally(statuses, answer.status);
        // A draw already under way when the refusal arrives was allowed before it: it counts too.
        if (answer.status === 200) {
          drawn += 1;
          lastDrawn = path;
        }
        if (answer.status === 429) refusal ??= answer;
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    const seconds = (performance.now() - started) / 1000;
    console.log(`greedy address: ${drawn} drawn in ${seconds.toFixed(1)} s, up to the first 429`);

    expect(refusal?.status).toBe(429);
    expect(refusal?.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(JSON.parse(String(refusal?.body)).error).toMatch(/new previews/);
    // 200 at once, then one a second.
    expect(drawn).toBeGreaterThanOrEqual(200);
    expect(drawn).toBeLessThanOrEqual(200 + Math.ceil(seconds) + 4);

    const keys = await cachedKeys();
    expect((await greedy.get(lastDrawn)).status).toBe(200);
    expect(await cachedKeys()).toEqual(keys);
    const other = clientAt('127.0.0.6');
    expect((await other.get(previewPath(1, 'Someone Else', 400))).status).toBe(200);
    greedy.close();
    other.close();
  }, 180_000);
});

describe('the preview cache across a restart', () => {
  it('takes up the stored previews, deleting the oldest past a lowered limit at its first request', async () => {
    const oldestFirst = (
      await t.store.db
        .selectFrom('media_files')
        .select('key')
        .where('role', '=', NAME_PREVIEW_ROLE)
        .orderBy('created_at')
        .orderBy('key')
        .execute()
    ).map((row) => row.key);
    expect(oldestFirst).toHaveLength(CACHE_LIMIT);
    // As a store restarted with NAME_PREVIEW_CACHE_LIMIT=10 on the same database.
    const restarted = new PreviewCache(t.store.db, 10);
    expect(await restarted.read(oldestFirst[CACHE_LIMIT - 1] as string)).toBeDefined();
    expect(await cachedKeys()).toEqual(oldestFirst.slice(CACHE_LIMIT - 10).sort());
    expect(await restarted.read(oldestFirst[0] as string)).toBeUndefined();
  });
});
