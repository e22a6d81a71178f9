import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildStore } from '../src/app';
import { parseEnv } from '../src/config/env';
import { type DataStore, openDataStore } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { ensureOfferedCategories, seedDemoCatalogue } from '../src/modules/catalogue';
import type { CheckoutDeps } from '../src/modules/checkout';
import type { ModuleContext } from '../src/modules/module';
import { checkAnswersAgainstDocument } from './openapi-answers';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  store: DataStore;
  /** Checkout services (reconciliation, provider) of this app. */
  checkout: CheckoutDeps;
  /** The modules' context of this app (its event bus, services), for running a job's pass in a test. */
  context: ModuleContext;
  dataDir: string;
  /** The PostgreSQL database of this app, or undefined on SQLite (then DATA_DIR locates it). */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/** Seeds the demo catalogue from the run's media pack (drawn once by the global set-up). */
export function seedTestCatalogue(db: DataStore['db']): Promise<number> {
  return seedDemoCatalogue(db, { mediaDir: process.env.DEMO_MEDIA_DIR });
}

/**
 * A real server over a throw-away database, optionally with the demo catalogue:
 * SQLite, or a PostgreSQL database of its own when TEST_DATABASE_URL is set.
 */
export async function createTestApp(
  options: { seed?: boolean; webRoot?: string; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-test-'));
  const database = await createTestDatabase();
  // options.env adds settings (e.g. PAYMENT_PROVIDER=cashfree) on top of the test defaults.
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: database?.url, ...options.env });
  const store = openDataStore({ databaseUrl: env.DATABASE_URL, dataDir });
  await migrateToLatest(store.db);
  await ensureOfferedCategories(store.db);
  if (options.seed) await seedTestCatalogue(store.db);
  const { app, context } = await buildStore({ env, store, webRoot: options.webRoot, logger: false });
  await app.ready();
  // Every answer a test receives must match the served OpenAPI document.
  checkAnswersAgainstDocument(app);
  return {
    app,
    store,
    checkout: context.services.checkout,
    context,
    dataDir,
    databaseUrl: database?.url,
    async close() {
      await app.close();
      await store.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
