import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresServer, startPostgres } from '../../../scripts/postgres-server.mjs';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/config/env';
import { type DataStore, openDataStore } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { ensureOfferedCategories } from '../src/modules/catalogue';
import { customerToken } from './accounts-helpers';
import { orderBody, someCards } from './checkout-helpers';
import { seedTestCatalogue } from './test-app';

/** Its own PostgreSQL server, since this test stops and starts it. */
let postgres: PostgresServer;
let store: DataStore;
let app: FastifyInstance;
const dataDir = mkdtempSync(path.join(tmpdir(), 'store-pg-restart-'));

beforeAll(async () => {
  postgres = await startPostgres();
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: postgres.url });
  store = openDataStore({ databaseUrl: env.DATABASE_URL, dataDir, poolSize: 4 });
  await migrateToLatest(store.db);
  await ensureOfferedCategories(store.db);
  await seedTestCatalogue(store.db);
  app = await buildApp({ env, store, logger: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('PostgreSQL restarted in the middle of a run of requests', () => {
  it('answers 503 during the outage, recovers by itself, and loses or doubles no order', async () => {
    const buyer = await customerToken(app);
    const [card] = await someCards(app, 1);
    if (!card) throw new Error('no designs');
    const body = orderBody([{ card, quantity: 1 }], { phone: '9811122233' });
    const order = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/new-order',
        headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': key },
        payload: body,
      });

    const statuses: number[] = [];
    const keys: string[] = [];
    let running = true;
    const traffic = (async () => {
      for (let index = 0; running; index += 1) {
        const key = `restart-${index}-${Date.now()}`;
        keys.push(key);
        statuses.push((await order(key)).statusCode);
        statuses.push((await app.inject({ method: 'GET', url: `/api/cards?q=${index}` })).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await postgres.restart(1500);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    running = false;
    await traffic;

    // During the outage: 503 (or 502 when only the payment session failed); never a 500.
    expect(statuses).toContain(503);
    expect(statuses.filter((status) => ![200, 201, 502, 503].includes(status))).toEqual([]);
    // Afterwards the same app answers again, with no restart of its own.
    expect((await app.inject({ method: 'GET', url: '/api/cards?q=after' })).statusCode).toBe(200);

    // The browser retries each attempt with its key: every attempt ends as exactly one order.
    for (const key of keys) expect((await order(key)).statusCode).toBe(201);
    const orders = await store.db.selectFrom('checkout_orders').select('id').where('user_id', '=', buyer.id).execute();
    expect(orders).toHaveLength(keys.length);
  }, 90_000);
});
