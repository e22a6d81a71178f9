import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './cards-helpers';
import { type Card, orderBody } from './checkout-helpers';
import { freePort, type ServerProcess, startReadyServer } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Two server processes on one database (PostgreSQL in the PostgreSQL run, one SQLite
 * file otherwise), sharing JWT_SECRET as deployed instances do.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'store-two-'));
let database: TestDatabase | undefined;
const servers: ServerProcess[] = [];
const ports: number[] = [];
const secret = 'two-instances-share-this-secret-0123456789';

beforeAll(async () => {
  database = await createTestDatabase();
  for (const index of [0, 1]) {
    const port = await freePort();
    ports.push(port);
    servers.push(
      await startReadyServer({
        dataDir,
        databaseUrl: database?.url,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          JWT_SECRET: secret,
          ADMIN_USERNAME: 'ops',
          ADMIN_PASSWORD: 'ops password 1',
          SEED_DEMO_DATA: index === 0 ? 'true' : 'false',
        },
      }),
    );
  }
}, 180_000);

afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const url = (instance: number, pathname: string) => `http://127.0.0.1:${ports[instance]}${pathname}`;
async function call(
  instance: number,
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(url(instance, pathname), {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    json: json as Record<string, unknown> & unknown[],
    text,
    headers: response.headers,
  };
}

async function customerOn(instance: number) {
  const account = {
    name: 'Two Instances',
    email: `two-${Date.now()}-${Math.random()}@example.com`,
    password: 'marigold ferry lantern 47',
  };
  expect((await call(instance, 'POST', '/api/signup', account)).status).toBe(201);
  const login = await call(instance, 'POST', '/api/login', { email: account.email, password: account.password });
  return { ...account, auth: { authorization: `Bearer ${login.json.token}` } };
}

/** A new-order body for the first listed design, with the correct total. */
async function oneDesignOrder(phone: string) {
  const [card] = (await call(0, 'GET', '/api/cards?page=1&limit=1')).json as unknown as Card[];
  if (!card) throw new Error('no designs');
  return orderBody([{ card, quantity: 1 }], { phone });
}

async function adminAuth(instance: number) {
  const login = await call(instance, 'POST', '/api/admin-login', { username: 'ops', password: 'ops password 1' });
  return { authorization: `Bearer ${login.json.token}` };
}

describe('two instances on one database', () => {
  it('a design uploaded through one is listed, with its image and PDF, through the other', async () => {
    const form = new FormData();
    form.append('title', `Shared Upload ${Date.now()}`);
    form.append('price', '4321');
    form.append('category', 'Design');
    form.append('image', new Blob([new Uint8Array(await fixtures.png())], { type: 'image/png' }), 'a.png');
    form.append('pdf', new Blob([new Uint8Array(fixtures.pdf())], { type: 'application/pdf' }), 'a.pdf');
    const uploaded = await fetch(url(0, '/api/cards'), { method: 'POST', headers: await adminAuth(0), body: form });
    expect(uploaded.status).toBe(201);
    const { card } = (await uploaded.json()) as { card: { title: string; imageSrc: string; pdfSrc: string } };
    const listed = (await call(1, 'GET', `/api/cards?q=${encodeURIComponent(card.title)}`)).json as unknown as Array<{
      title: string;
    }>;
    expect(listed.map((entry) => entry.title)).toEqual([card.title]);
    const image = await fetch(url(1, card.imageSrc));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const pdf = await fetch(url(1, card.pdfSrc));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('a token from one works on the other, and logout on one revokes it on both', async () => {
    const customer = await customerOn(0);
    expect((await call(1, 'GET', '/api/profile', undefined, customer.auth)).status).toBe(200);
    expect((await call(1, 'POST', '/api/logout', undefined, customer.auth)).status).toBe(200);
    expect((await call(0, 'GET', '/api/profile', undefined, customer.auth)).status).toBe(401);
    expect((await call(1, 'GET', '/api/profile', undefined, customer.auth)).status).toBe(401);
  });

  it('concurrent identical new-order requests with one Idempotency-Key spread over both make one order', async () => {
    const customer = await customerOn(0);
    const body = await oneDesignOrder('9000011111');
    const headers = { ...customer.auth, 'idempotency-key': `two-${Date.now()}` };
    const answers = await Promise.all(
      [0, 1, 0, 1].map((instance) => call(instance, 'POST', '/api/new-order', body, headers)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    const orders = (await call(1, 'GET', '/api/orders', undefined, customer.auth)).json as unknown as unknown[];
    expect(orders).toHaveLength(1);
  });

  it('an order created through one is paid by the provider webhook arriving at the other', async () => {
    const customer = await customerOn(0);
    const created = await call(0, 'POST', '/api/new-order', await oneDesignOrder('9000022222'), customer.auth);
    expect(created.status).toBe(201);
    // The demo provider's checkout runs on instance 1, so its signed webhook lands there.
    const paid = await call(1, 'POST', `/demo-pg/sessions/${created.json.payment_session_id}/pay`, {
      cardNumber: '4111111111111111',
      expiry: '12/30',
      cvv: '123',
      name: 'Two Instances',
    });
    expect(paid.json.kind).toBe('paid');
    const deadline = Date.now() + 10_000;
    let status = '';
    while (Date.now() < deadline && status !== 'PAID') {
      const orders = (await call(0, 'GET', '/api/orders', undefined, customer.auth)).json as unknown as Array<{
        status: string;
      }>;
      status = orders[0]?.status ?? '';
      if (status !== 'PAID') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('PAID');
  });
  it('200 concurrent wrong passwords spread over both: at most 10 verified, the right one then 429', async () => {
    const customer = await customerOn(0);
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, attempt) =>
        call(attempt % 2, 'POST', '/api/login', { email: customer.email, password: `wrong-${attempt}` }),
      ),
    );
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const right = await call(1, 'POST', '/api/login', { email: customer.email, password: customer.password });
    expect(right.status).toBe(429);
  });

  // Last: its ten failures also count against the shared loopback address for a while.
  it('the login rate limit counts attempts made on both', async () => {
    const customer = await customerOn(1);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (await call(attempt % 2, 'POST', '/api/login', { email: customer.email, password: `wrong-${attempt}` })).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
