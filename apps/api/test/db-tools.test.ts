import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installDebianPackages, isRoot } from '../../../scripts/debian-packages.mjs';
import { type PostgresServer, startPostgres } from '../../../scripts/postgres-server.mjs';
import { buildStore } from '../src/app';
import { parseEnv } from '../src/config/env';
import { type DataStore, openDataStore } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { findPgTool } from '../src/db/tools/pg-tools';
import { assertSqliteIntegrity } from '../src/db/tools/sqlite-file';
import { TABLE_ORDER } from '../src/db/tools/table-order';
import { createAdmin } from '../src/modules/accounts';
import { ensureOfferedCategories, seedDemoCatalogue } from '../src/modules/catalogue';
import { bearer, customerToken, nextIp, signupCustomer } from './accounts-helpers';
import { type Card, newOrder, orderBody, payOnDemoCheckout, someCards } from './checkout-helpers';
import { repoRoot } from './server-process';
import { seedTestCatalogue } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'store-db-tools-'));
  folders.push(dir);
  return dir;
};

// PostgreSQL from TEST_DATABASE_URL, or a server started here: the copy is never skipped.
let ownServer: PostgresServer | undefined;
const databases: TestDatabase[] = [];
async function postgresDatabase(): Promise<TestDatabase> {
  if (!process.env.TEST_DATABASE_URL) ownServer ??= await startPostgres();
  const database = await createTestDatabase(process.env.TEST_DATABASE_URL || ownServer?.url);
  if (!database) throw new Error('no PostgreSQL server');
  databases.push(database);
  return database;
}

afterAll(async () => {
  for (const database of databases) await database.drop();
  await ownServer?.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

interface StoreApp {
  app: FastifyInstance;
  store: DataStore;
  close(): Promise<void>;
}

/** A server over an existing (or new) store, started as main.ts does; no throw-away database. */
async function openStoreApp(dataDir: string, databaseUrl?: string, seed = false): Promise<StoreApp> {
  const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl ?? '' });
  const store = openDataStore({ databaseUrl: env.DATABASE_URL, dataDir });
  await migrateToLatest(store.db);
  await ensureOfferedCategories(store.db);
  if (seed) await seedTestCatalogue(store.db);
  const { app } = await buildStore({ env, store, logger: false });
  await app.ready();
  return {
    app,
    store,
    async close() {
      await app.close();
      await store.close();
    },
  };
}

/** Runs `node scripts/db.mjs …` (what `npm run db:*` runs) in its own process. */
function runDb(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/db.mjs', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function login(app: FastifyInstance, email: string, password: string) {
  const url = '/api/login';
  return app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress: nextIp() });
}

async function adminLogin(app: FastifyInstance, username: string, password: string) {
  const url = '/api/admin-login';
  const response = await app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: nextIp() });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: string }).token;
}

async function waitForOrder(store: DataStore, orderNumber: string, status: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const row = await store.db
      .selectFrom('checkout_orders')
      .select('status')
      .where('order_number', '=', orderNumber)
      .executeTakeFirst();
    if (row?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`order ${orderNumber} did not become ${status}`);
}

async function paidOrder(store: StoreApp, token: string, card: Card) {
  const placed = await newOrder(store.app, token, orderBody([{ card, quantity: 2 }]), `key-${Date.now()}`);
  expect(placed.statusCode, placed.body).toBe(201);
  const { payment_session_id, order_id } = placed.json() as { payment_session_id: string; order_id: string };
  await payOnDemoCheckout(store.app, payment_session_id, '4111 1111 1111 1111');
  await waitForOrder(store.store, order_id, 'PAID');
  return order_id;
}

async function media(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return { type: response.headers['content-type'], etag: response.headers.etag, bytes: response.rawPayload };
}

interface Account {
  email: string;
  password: string;
}

/** What customers and the back office see of a store; must be identical before and after a move. */
async function whatTheStoreServes(
  app: FastifyInstance,
  customer: Account,
  admin: { username: string; password: string },
) {
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} }).then((response) => {
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json() as unknown;
    });
  const cards = (await get('/api/cards')) as Array<Card & { imageSrc: string; pdfSrc?: string }>;
  const withPdf = cards.find((card) => card.pdfSrc);
  if (!withPdf?.pdfSrc) throw new Error('no card with a PDF');
  const customerLogin = await login(app, customer.email, customer.password);
  expect(customerLogin.statusCode, customerLogin.body).toBe(200);
  const customerToken = (customerLogin.json() as { token: string }).token;
  const adminToken = await adminLogin(app, admin.username, admin.password);
  return {
    cards,
    shuffledPage: await get('/api/cards?seed=4242&page=2&limit=12'),
    categories: await get('/api/categories'),
    image: await media(app, withPdf.imageSrc),
    pdf: await media(app, withPdf.pdfSrc),
    orders: await get('/api/orders', customerToken),
    stats: await get('/api/admin/stats', adminToken),
    users: await get('/api/users', adminToken),
  };
}

function sqliteCounts(file: string): Record<string, number> {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const counts: Record<string, number> = {};
    for (const table of TABLE_ORDER) {
      counts[table] = (database.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
    }
    return counts;
  } finally {
    database.close();
  }
}

/** Largest generated ids (login failures, payment events) in a SQLite store. */
function maxIds(file: string) {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const max = (table: string) => (database.prepare(`SELECT max(id) AS n FROM ${table}`).get() as { n: number }).n;
    return { failures: max('accounts_login_failures'), events: max('checkout_payment_events') };
  } finally {
    database.close();
  }
}

async function postgresMaxIds(store: DataStore) {
  const max = async (table: 'accounts_login_failures' | 'checkout_payment_events') => {
    const row = await store.db
      .selectFrom(table)
      .select((eb) => eb.fn.max('id').as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return { failures: await max('accounts_login_failures'), events: await max('checkout_payment_events') };
}

describe('npm run db:copy (SQLite to PostgreSQL)', () => {
  it('moves a store with orders and files; the copy serves the same catalogue, media, users and orders', async () => {
    const sourceDir = tempDir();
    const source = await openStoreApp(sourceDir, undefined, true);
    const admin = { username: 'owner', password: 'quiet lantern harbour' };
    await createAdmin(source.store.db, admin.username, admin.password);
    const customer = await customerToken(source.app);
    // A failed login and payment events fill the two tables with generated ids.
    expect((await login(source.app, customer.email, 'wrong password')).statusCode).toBe(401);
    const cards = await someCards(source.app, 2);
    const paid = await paidOrder(source, customer.token, cards[0] as Card);
    const before = await whatTheStoreServes(source.app, customer, admin);
    expect(before.orders).toEqual([expect.objectContaining({ id: paid, status: 'PAID' })]);
    await source.close();

    const sourceFile = path.join(sourceDir, 'store.sqlite');
    const counts = sqliteCounts(sourceFile);
    expect(counts).toMatchObject({ checkout_orders: 1, catalogue_designs: 28 });
    expect(counts.media_files).toBeGreaterThan(100);
    expect(counts.accounts_login_failures).toBeGreaterThan(0);
    expect(counts.checkout_payment_events).toBeGreaterThan(0);
    const copiedMaxIds = maxIds(sourceFile);

    const target = await postgresDatabase();
    const copy = await runDb(['copy', '--from', sourceFile, '--to', target.url], {});
    expect(copy.code, copy.stderr).toBe(0);
    for (const table of TABLE_ORDER) expect(copy.stdout).toMatch(new RegExp(`^${table} +${counts[table]}$`, 'm'));

    const moved = await openStoreApp(tempDir(), target.url);
    try {
      expect(await seedDemoCatalogue(moved.store.db)).toBe(0);
      expect(await whatTheStoreServes(moved.app, customer, admin)).toEqual(before);
      // New rows get fresh ids after the copied ones (sequences moved past them).
      expect((await login(moved.app, customer.email, 'wrong again')).statusCode).toBe(401);
      const again = await login(moved.app, customer.email, customer.password);
      const token = (again.json() as { token: string }).token;
      await paidOrder(moved, token, cards[1] as Card);
      const after = await postgresMaxIds(moved.store);
      expect(after.failures).toBeGreaterThan(copiedMaxIds.failures);
      expect(after.events).toBeGreaterThan(copiedMaxIds.events);
    } finally {
      await moved.close();
    }

    const refused = await runDb(['copy', '--from', sourceFile, '--to', target.url], {});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds rows/);
  }, 180_000);

  it('refuses to copy a store that a server has open', async () => {
    const dataDir = tempDir();
    const running = await openStoreApp(dataDir);
    try {
      const result = await runDb(['copy', '--to', 'postgres://nobody@127.0.0.1:1/none'], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/in use\. Stop the server/);
    } finally {
      await running.close();
    }
  }, 60_000);
});

describe('npm run db:backup and db:restore on SQLite', () => {
  it('backs up while orders and sign-ups are being written, to a sound and consistent copy', async () => {
    const dataDir = tempDir();
    const store = await openStoreApp(dataDir, undefined, true);
    try {
      const buyer = await customerToken(store.app);
      const cards = await someCards(store.app, 3);
      let committed = 0;
      let running = true;
      const failed = (error: unknown) => error;
      // Orders and sign-ups from two clients at once: a sign-up's password hashing (slow on a loaded machine) must
      // not hold the orders back, or the backup could run while no order is written.
      const orders = (async () => {
        for (let n = 0; running; n += 1) {
          const lines = [{ card: cards[n % 3] as Card, quantity: 1 + (n % 2) }];
          const response = await newOrder(store.app, buyer.token, orderBody(lines), `backup-load-${n}`);
          expect(response.statusCode, response.body).toBe(201);
          committed += 1;
        }
      })().then(() => undefined, failed);
      // At most 10: the store allows 20 sign-ups per address.
      const signups = (async () => {
        for (let n = 0; running && n < 10; n += 1) await signupCustomer(store.app);
      })().then(() => undefined, failed);
      const writer = Promise.all([orders, signups]).then((failures) => failures.find(Boolean));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const file = path.join(dataDir, 'backup-under-load.sqlite');
      const committedBefore = committed;
      const result = await runDb(['backup', '--to', file], { DATA_DIR: dataDir });
      const committedAfter = committed;
      running = false;
      const failure = await writer;
      if (failure) throw failure;
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(file);
      // The writes really ran during the backup.
      expect(committedAfter).toBeGreaterThan(committedBefore);

      assertSqliteIntegrity(file);
      const backup = new SQLite(file, { readonly: true, fileMustExist: true });
      try {
        const count = (query: string) => (backup.prepare(query).get() as { n: number }).n;
        const orders = count('SELECT count(*) AS n FROM checkout_orders');
        expect(orders).toBeGreaterThanOrEqual(committedBefore);
        expect(orders).toBeLessThanOrEqual(committedAfter + 1);
        // Order, items and idempotency key are written in one transaction: all of them or none.
        expect(count('SELECT count(DISTINCT order_id) AS n FROM checkout_order_items')).toBe(orders);
        expect(count('SELECT count(*) AS n FROM checkout_idempotency_keys')).toBe(orders);
        expect(backup.pragma('foreign_key_check')).toEqual([]);
        expect(backup.pragma('journal_mode', { simple: true })).toBe('delete');
      } finally {
        backup.close();
      }
    } finally {
      await store.close();
    }
  }, 120_000);

  it('restores a backup in place of the store, keeping the replaced store, and refuses while it is open', async () => {
    const dataDir = tempDir();
    let store = await openStoreApp(dataDir, undefined, true);
    const kept = await signupCustomer(store.app);
    const backedUp = await runDb(['backup'], { DATA_DIR: dataDir });
    expect(backedUp.code, backedUp.stderr).toBe(0);
    const file = /to (\S+\.sqlite)$/m.exec(backedUp.stdout)?.[1] ?? '';
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    const later = await signupCustomer(store.app);

    const whileOpen = await runDb(['restore', '--from', file], { DATA_DIR: dataDir });
    expect(whileOpen.code).toBe(1);
    expect(whileOpen.stderr).toMatch(/in use\. Stop the server/);
    await store.close();

    const garbage = path.join(dataDir, 'not-a-backup.sqlite');
    writeFileSync(garbage, 'not a database at all, just some text to restore by mistake');
    const refused = await runDb(['restore', '--from', garbage], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/not a readable SQLite database/);

    const restored = await runDb(['restore', '--from', file], { DATA_DIR: dataDir });
    expect(restored.code, restored.stderr).toBe(0);
    const previous = /kept in (\S+)$/m.exec(restored.stdout)?.[1] ?? '';
    expect(existsSync(previous)).toBe(true);
    expect(existsSync(path.join(dataDir, 'store.sqlite-wal'))).toBe(false);

    store = await openStoreApp(dataDir);
    try {
      expect((await login(store.app, kept.email, kept.password)).statusCode).toBe(200);
      expect((await login(store.app, later.email, later.password)).statusCode).toBe(401);
      expect(await someCards(store.app, 100)).toHaveLength(28);
    } finally {
      await store.close();
    }
    const replaced = new SQLite(previous, { readonly: true });
    const emails = replaced.prepare('SELECT email FROM accounts_users').pluck().all();
    replaced.close();
    expect(emails).toEqual(expect.arrayContaining([kept.email, later.email]));
  }, 120_000);
});

/** pg_dump and pg_restore, installed here as root when missing; otherwise these tests fail, they never skip. */
function ensurePgClientTools(): void {
  const found = () => Boolean(findPgTool('pg_dump') && findPgTool('pg_restore'));
  if (!found() && isRoot()) installDebianPackages(['postgresql-client-15']);
  if (!found()) {
    throw new Error(
      'pg_dump and pg_restore not found: install Debian package postgresql-client or set POSTGRES_BIN_DIR',
    );
  }
}

describe('npm run db:backup and db:restore on PostgreSQL (pg_dump, pg_restore)', () => {
  beforeAll(ensurePgClientTools);

  it('round trip: a restored database is the store as it was at the backup', async () => {
    const database = await postgresDatabase();
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url };
    let store = await openStoreApp(dataDir, database.url, true);
    const kept = await signupCustomer(store.app);
    expect((await login(store.app, kept.email, 'wrong password')).statusCode).toBe(401);
    const backedUpMax = await postgresMaxIds(store.store);
    const backedUp = await runDb(['backup'], env);
    expect(backedUp.code, backedUp.stderr).toBe(0);
    const file = /to (\S+\.dump)$/m.exec(backedUp.stdout)?.[1] ?? '';
    expect(existsSync(file)).toBe(true);
    expect(backedUp.stdout).not.toContain(database.url);

    const later = await signupCustomer(store.app);
    const [gone] = await someCards(store.app, 1);
    await store.store.db
      .deleteFrom('catalogue_designs')
      .where('id', '=', gone?._id ?? '')
      .execute();
    await store.close();

    const restored = await runDb(['restore', '--from', file], env);
    expect(restored.code, restored.stderr).toBe(0);
    store = await openStoreApp(dataDir, database.url);
    try {
      expect((await login(store.app, kept.email, kept.password)).statusCode).toBe(200);
      expect((await login(store.app, later.email, later.password)).statusCode).toBe(401);
      expect(await someCards(store.app, 100)).toHaveLength(28);
      // The dump carries the sequences too: new ids still follow the restored ones.
      expect((await postgresMaxIds(store.store)).failures).toBeGreaterThan(backedUpMax.failures);
    } finally {
      await store.close();
    }
  }, 120_000);
});
