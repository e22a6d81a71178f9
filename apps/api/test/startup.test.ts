import { mkdtempSync, rmSync } from 'node:fs';
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
