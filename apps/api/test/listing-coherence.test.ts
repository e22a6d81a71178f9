import type { DesignCard } from '@store/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStore } from '../src/app';
import { parseEnv } from '../src/config/env';
import { adminToken, bearer, customerToken } from './accounts-helpers';
import { type FormEntry, fixtures, multipartBody } from './cards-helpers';
import { newOrder, orderBody } from './checkout-helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * The catalogue's listing cache (3 s per instance, docs/architecture.md "Running several
 * instances"): the instance that writes answers fresh at once, another instance within the
 * bound, and no instance sells a design that is gone, whatever its cache still lists.
 */
const BOUND_MS = 3000;
/** Time for a request and the poll interval on a busy 2-core machine. */
const SLACK_MS = 400;

let t: TestApp;
let other: FastifyInstance;
let admin: Record<string, string>;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  // A second instance: its own app and caches over the same database.
  const env = parseEnv({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', DATABASE_URL: t.databaseUrl });
  other = (await buildStore({ env, store: t.store, logger: false })).app;
  await other.ready();
  admin = bearer((await adminToken(t)).token);
  png = await fixtures.png();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const LISTING = '/api/cards?category=Travel';
const listed = async (app: FastifyInstance) =>
  ((await app.inject({ method: 'GET', url: LISTING })).json() as DesignCard[]).map(
    (card) => `${card._id} ${card.title}`,
  );

async function send(method: 'POST' | 'PUT', url: string, entries: FormEntry[]) {
  const { payload, contentType } = await multipartBody(entries);
  return t.app.inject({ method, url, payload, headers: { ...admin, 'content-type': contentType } });
}

/** Milliseconds until `app` lists what `expected` says, polling; fails past the bound. */
async function freshAfter(app: FastifyInstance, since: number, expected: (lines: string[]) => boolean) {
  for (;;) {
    const lines = await listed(app);
    const elapsed = Date.now() - since;
    if (expected(lines)) return elapsed;
    if (elapsed > BOUND_MS + SLACK_MS) throw new Error(`still stale after ${elapsed} ms: ${lines.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('listing cache across instances', () => {
  let card: DesignCard;

  it('an upload shows at once on the writing instance and within 3 s on another', async () => {
    expect(await listed(t.app)).toEqual([]);
    expect(await listed(other)).toEqual([]);
    const response = await send('POST', '/api/cards', [
      ['title', 'Hill Trek Co'],
      ['price', '3999'],
      ['category', 'Travel'],
      ['image', { data: png, filename: 'trek.png', type: 'image/png' }],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const written = Date.now();
    card = response.json().card as DesignCard;
    expect(await listed(t.app)).toEqual([`${card._id} Hill Trek Co`]);
    const lag = await freshAfter(other, written, (lines) => lines.includes(`${card._id} Hill Trek Co`));
    expect(lag).toBeLessThanOrEqual(BOUND_MS + SLACK_MS);
  });

  it('an edit shows at once on the writing instance and within 3 s on another', async () => {
    await listed(other);
    const response = await send('PUT', `/api/cards/${card._id}`, [['title', 'Hill Trek Company']]);
    expect(response.statusCode, response.body).toBe(200);
    const written = Date.now();
    expect(await listed(t.app)).toEqual([`${card._id} Hill Trek Company`]);
    const lag = await freshAfter(other, written, (lines) => lines.includes(`${card._id} Hill Trek Company`));
    expect(lag).toBeLessThanOrEqual(BOUND_MS + SLACK_MS);
  });

  it('a deleted design is gone at once where it was deleted, and no instance sells it meanwhile', async () => {
    expect(await listed(other)).toContain(`${card._id} Hill Trek Company`);
    // Signed up first: a sign-up's password hashing on a loaded machine must not count as lag.
    const buyer = await customerToken(other);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/cards/${card._id}`, headers: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    const written = Date.now();
    expect(await listed(t.app)).toEqual([]);
    // The other instance may still list it from its cache, but the order path reads the database.
    const order = await newOrder(
      other,
      buyer.token,
      orderBody([{ card: { ...card, title: 'Hill Trek Company' }, quantity: 1 }]),
    );
    expect(order.statusCode, order.body).toBe(400);
    const lag = await freshAfter(other, written, (lines) => lines.length === 0);
    expect(lag).toBeLessThanOrEqual(BOUND_MS + SLACK_MS);
  });
});
