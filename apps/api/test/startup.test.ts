import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database';

const root = path.resolve(import.meta.dirname, '../../..');
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      WEB_ROOT: '',
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      ...env,
    },
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
