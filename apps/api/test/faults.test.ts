import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Card, orderBody } from './checkout-helpers';
import { type KillableStore, killableStore } from './killable-store';
import { waitFor } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

const dataDir = mkdtempSync(path.join(tmpdir(), 'store-faults-'));
let database: TestDatabase | undefined;
let store: KillableStore;

const base = () => store.base;
const start = (env: Record<string, string> = {}) => store.start(env);
const kill = () => store.kill();
const call = (...args: Parameters<KillableStore['call']>) => store.call(...args);

async function customer() {
  const account = {
    name: 'Fault Tester',
    email: `fault-${Date.now()}-${Math.random()}@example.com`,
    password: 'fault password',
  };
  expect((await call('POST', '/api/signup', account)).status).toBe(201);
  const login = await call('POST', '/api/login', { email: account.email, password: account.password });
  return { authorization: `Bearer ${login.json.token}` };
}

async function firstDesignOrder() {
  const [card] = (await call('GET', '/api/cards?page=1&limit=1')).json as Card[];
  if (!card) throw new Error('no designs');
  return orderBody([{ card, quantity: 1 }], { phone: '9123456780' });
}

const ordersOf = async (auth: Record<string, string>) =>
  (await call('GET', '/api/orders', undefined, auth)).json as Array<{ id: string; status: string }>;

beforeAll(async () => {
  database = await createTestDatabase();
  store = await killableStore({
    dataDir,
    databaseUrl: database?.url,
    env: { ADMIN_USERNAME: 'faults', ADMIN_PASSWORD: 'faults admin pw' },
  });
  await start();
}, 120_000);

afterAll(async () => {
  await kill();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server killed with SIGKILL', () => {
  it('after an order is created: after a restart the payment completes and the order is PAID exactly once', async () => {
    const auth = await customer();
    const key = { 'idempotency-key': `fault-${Date.now()}-order` };
    const created = await call('POST', '/api/new-order', await firstDesignOrder(), { ...auth, ...key });
    expect(created.status).toBe(201);
    await kill();
    await start();
    // The browser retries with the same key: same order, same session.
    const retried = await call('POST', '/api/new-order', await firstDesignOrder(), { ...auth, ...key });
    expect(retried.json).toEqual(created.json);
    const paid = await store.payOnDemoCheckout(created.json.payment_session_id, 'Fault Tester');
    expect(paid.json.kind).toBe('paid');
    await waitFor(async () => (await ordersOf(auth)).some((order) => order.status === 'PAID'), 10_000);
    const orders = await ordersOf(auth);
    expect(orders).toEqual([expect.objectContaining({ id: created.json.order_id, status: 'PAID' })]);
  }, 180_000);

  it('after the provider took the payment but before its webhook: reconciliation marks it PAID after the restart', async () => {
    const auth = await customer();
    const created = await call('POST', '/api/new-order', await firstDesignOrder(), auth);
    expect(created.status).toBe(201);
    // Pay and kill at once: the webhook may or may not have landed before the process died.
    const paying = store.payOnDemoCheckout(created.json.payment_session_id, 'Fault Tester');
    const answer = await paying;
    await kill();
    expect(answer.json.kind).toBe('paid');
    await start({ RECONCILE_INTERVAL_MS: '300', RECONCILE_AFTER_MS: '100' });
    await waitFor(async () => (await ordersOf(auth))[0]?.status === 'PAID', 20_000);
    const orders = await ordersOf(auth);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.status).toBe('PAID');
    await kill();
    await start();
  }, 180_000);

  it("while receiving a webhook: the provider's retry after the restart applies it exactly once", async () => {
    const auth = await customer();
    const body = await firstDesignOrder();
    const created = await call('POST', '/api/new-order', body, auth);
    expect(created.status).toBe(201);
    const orderNumber = created.json.order_id as string;
    // The demo provider's webhook secret, derived from the store's secret as the store does.
    const storeSecret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
    const secret = createHmac('sha256', storeSecret).update('demo-payment-gateway').digest('base64url');
    const payload = JSON.stringify({
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      data: {
        order: { order_id: orderNumber, order_amount: body.cartTotal, order_currency: 'INR' },
        payment: {
          cf_payment_id: 'kill-during-webhook',
          payment_status: 'SUCCESS',
          payment_amount: body.cartTotal,
          payment_currency: 'INR',
        },
      },
    });
    const deliver = () => {
      const timestamp = String(Date.now());
      return fetch(`${base()}/api/payments/webhook/demo`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': createHmac('sha256', secret)
            .update(timestamp + payload)
            .digest('base64'),
          'x-idempotency-key': 'kill-during-webhook:PAYMENT_SUCCESS_WEBHOOK',
        },
        body: payload,
      });
    };
    // The first delivery races the kill: it may or may not have committed.
    const first = deliver().catch(() => undefined);
    await kill();
    await first;
    await start();
    const retry = await deliver();
    expect(retry.status).toBe(200);
    const admin = await call('POST', '/api/admin-login', { username: 'faults', password: 'faults admin pw' });
    const detail = await call('GET', `/api/admin/orders/${orderNumber}`, undefined, {
      authorization: `Bearer ${admin.json.token}`,
    });
    expect(detail.json.status).toBe('PAID');
    const webhookEvents = (detail.json.events as Array<{ source: string; paymentId: string }>).filter(
      (event) => event.source === 'webhook' && event.paymentId === 'kill-during-webhook',
    );
    expect(webhookEvents).toHaveLength(1);
  }, 180_000);
});
