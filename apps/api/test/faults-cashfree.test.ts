import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CashfreeDouble, startCashfreeDouble } from './cashfree-double';
import { type Card, orderBody } from './checkout-helpers';
import { freePort, type ServerProcess, startReadyServer } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The store as its own process in Cashfree mode, with the local double as Cashfree. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'store-faults-cf-'));
let database: TestDatabase | undefined;
let double: CashfreeDouble;
let server: ServerProcess | undefined;
let port: number;

const start = async () => {
  server = await startReadyServer({
    dataDir,
    databaseUrl: database?.url,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PAYMENT_PROVIDER: 'cashfree',
      CASHFREE_APP_ID: double.appId,
      CASHFREE_SECRET_KEY: double.secret,
      CASHFREE_BASE_URL: double.baseUrl,
      PUBLIC_URL: 'https://shop.example',
    },
  });
};

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  database = await createTestDatabase();
  double = await startCashfreeDouble({ appId: 'FAULTS_APP', secret: 'cfsk_ma_test_faults_secret' });
  port = await freePort();
  await start();
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await double?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server killed after the provider call and before its answer', () => {
  it('after a restart, a retry with the same Idempotency-Key gives exactly one order and one provider order', async () => {
    const account = {
      name: 'Cashfree Fault',
      email: `cf-fault-${Date.now()}@example.com`,
      password: 'cf fault password',
    };
    expect((await call('POST', '/api/signup', account)).status).toBe(201);
    const login = await call('POST', '/api/login', { email: account.email, password: account.password });
    const auth = { authorization: `Bearer ${login.json.token}`, 'idempotency-key': `cf-fault-${Date.now()}` };
    const [card] = (await call('GET', '/api/cards?page=1&limit=1')).json as Card[];
    if (!card) throw new Error('no designs');
    const body = orderBody([{ card, quantity: 1 }], { phone: '9000055555' });

    // Cashfree takes the order but never answers; the store dies while waiting.
    double.failNext('timeout');
    const pending = call('POST', '/api/new-order', body, auth).catch(() => undefined);
    const deadline = Date.now() + 10_000;
    while (!double.requests.some((request) => request.method === 'POST') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    server?.child.kill('SIGKILL');
    await server?.exited;
    await pending;
    await start();

    const retried = await call('POST', '/api/new-order', body, auth);
    expect(retried.status).toBe(201);
    const orderNumber = retried.json.order_id as string;
    expect(retried.json.payment_session_id).toBe(double.order(orderNumber)?.payment_session_id);
    const creates = double.requests.filter((request) => request.method === 'POST' && request.path.endsWith('/orders'));
    expect(new Set(creates.map((request) => (request.body as { order_id: string }).order_id))).toEqual(
      new Set([orderNumber]),
    );
    const orders = (await call('GET', '/api/orders', undefined, { authorization: auth.authorization }))
      .json as unknown[];
    expect(orders).toHaveLength(1);
  }, 120_000);
});
