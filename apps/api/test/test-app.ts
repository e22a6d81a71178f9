import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/config/env';
import { type DataStore, openDataStore } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { ensureOfferedCategories, seedDemoCatalogue } from '../src/modules/catalogue';

export interface TestApp {
  app: FastifyInstance;
  store: DataStore;
  dataDir: string;
  close(): Promise<void>;
}

/** A real server over a throw-away SQLite database, optionally with the demo catalogue. */
export async function createTestApp(options: { seed?: boolean; webRoot?: string } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-test-'));
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: process.env.TEST_DATABASE_URL });
  const store = openDataStore({ databaseUrl: env.DATABASE_URL, dataDir });
  await migrateToLatest(store.db);
  await ensureOfferedCategories(store.db);
  if (options.seed) await seedDemoCatalogue(store.db);
  const app = await buildApp({ env, store, webRoot: options.webRoot, logger: false });
  await app.ready();
  return {
    app,
    store,
    dataDir,
    async close() {
      await app.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
