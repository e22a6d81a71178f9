import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer as startProcess, waitFor } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

const startServer = (env: Record<string, string>) => startProcess({ dataDir, databaseUrl: database?.url, env });

const dataDir = mkdtempSync(path.join(tmpdir(), 'store-start-'));
// With TEST_DATABASE_URL the server gets a PostgreSQL database of its own; otherwise SQLite in dataDir.
let database: TestDatabase | undefined;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('stops at once with one clear line for a bad PORT', async () => {
    const server = startServer({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('PORT must be an integer between 1 and 65535');
  });

  it('prints its URL when ready, seeds once, keeps data across restarts and stops cleanly on SIGTERM and SIGINT', async () => {
    const count = async (port: number) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/cards`);
      await response.arrayBuffer();
      return Number(response.headers.get('x-total-count'));
    };

    const port = await freePort();
    const first = startServer({ PORT: String(port), HOST: '127.0.0.1' });
    await waitFor(() => first.output().includes('Store ready at'), 90_000);
    expect(first.output()).toContain(`Store ready at http://localhost:${port}`);
    expect(first.output()).toContain(`(database: ${database ? 'postgres' : 'sqlite'} `);
    const seeded = await count(port);
    expect(seeded).toBeGreaterThanOrEqual(24);
    first.child.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);

    const second = startServer({ PORT: String(port), HOST: '127.0.0.1' });
    await waitFor(() => second.output().includes('Store ready at'), 60_000);
    expect(await count(port)).toBe(seeded);
    second.child.kill('SIGINT');
    expect(await second.exited, second.output()).toBe(0);
  }, 180_000);
});

describe('payment provider in production', () => {
  it('refuses to start without an explicit PAYMENT_PROVIDER: one line naming it, exit 1', async () => {
    const server = startServer({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: '' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'PAYMENT_PROVIDER must be set (cashfree or razorpay, or demo to take no money) when NODE_ENV is production',
    );
  });

  it('refuses to start on razorpay without the webhook secret: one line naming it, exit 1', async () => {
    const server = startServer({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_startcheck',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: '',
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('RAZORPAY_WEBHOOK_SECRET is required when PAYMENT_PROVIDER is razorpay');
  });

  it('refuses to start without PUBLIC_URL', async () => {
    const server = startServer({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo', PUBLIC_URL: '' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'PUBLIC_URL is required when NODE_ENV is production (the address customers use)',
    );
  });

  it('starts on the demo provider with a loud warning, every start', async () => {
    const port = await freePort();
    const env = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'demo',
      PUBLIC_URL: 'https://shop.example',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
    };
    for (const round of [1, 2]) {
      const server = startServer(env);
      await waitFor(() => server.output().includes('Store ready at'), 90_000);
      expect(server.output(), `start ${round}`).toContain('WARNING: PAYMENT_PROVIDER=demo with NODE_ENV=production');
      expect(server.output()).toContain('The demo provider takes no money');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 180_000);
});

describe('the ADMIN_USERNAME admin at start', () => {
  it('says in one line that it was created or kept, never the password, and keeps sessions across restarts', async () => {
    const port = await freePort();
    const password = 'restart-proof admin password';
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      ADMIN_USERNAME: 'deployer',
      ADMIN_PASSWORD: password,
    };
    const first = startServer(env);
    await waitFor(() => first.output().includes('Store ready at'), 90_000);
    expect(first.output()).toContain('Admin "deployer" (ADMIN_USERNAME) created');
    const login = await fetch(`http://127.0.0.1:${port}/api/admin-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'deployer', password }),
    });
    const { token } = (await login.json()) as { token: string };
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = startServer(env);
    await waitFor(() => second.output().includes('Store ready at'), 90_000);
    expect(second.output()).toContain('Admin "deployer" (ADMIN_USERNAME) unchanged');
    const users = await fetch(`http://127.0.0.1:${port}/api/users`, { headers: { authorization: `Bearer ${token}` } });
    await users.arrayBuffer();
    expect(users.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    for (const output of [first.output(), second.output()]) expect(output).not.toContain(password);
  }, 180_000);
});

describe('the start log', () => {
  it('names one address to open, PUBLIC_URL’s, even with the listening log on', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO_DATA: 'false' });
    await waitFor(() => server.output().includes('Store ready at'), 90_000);
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    // A shopper who opened another address would pay there and be returned to PUBLIC_URL logged out.
    expect(server.output().match(/https?:\/\/[^\s"]+/g)).toEqual([`http://localhost:${port}`]);
    expect(server.output()).toContain(`Listening on 127.0.0.1:${port}`);
  }, 120_000);
});

describe('libraries loaded with their first use', () => {
  const mapsOf = (pid: number | undefined) => readFileSync(`/proc/${pid}/maps`, 'utf8');

  it.runIf(process.platform === 'linux')(
    'a started store holds no libvips until it makes a picture (the store’s share image)',
    async () => {
      const port = await freePort();
      const server = startServer({ PORT: String(port), HOST: '127.0.0.1' });
      try {
        await waitFor(() => server.output().includes('Store ready at'), 90_000);
        expect(mapsOf(server.child.pid)).not.toMatch(/libvips/);
        const image = await fetch(`http://127.0.0.1:${port}/api/share-image.png`);
        expect(image.status, server.output()).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/png');
        expect(mapsOf(server.child.pid)).toMatch(/libvips/);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
    120_000,
  );
});
