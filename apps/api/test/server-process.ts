import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
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

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs the real server as its own process, as `npm start` does: the bundle global-setup.ts makes of src/main.ts,
 * or src/main.ts itself under tsx when a test file runs without it.
 */
export function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): ServerProcess {
  const entry = process.env.TEST_SERVER_ENTRY;
  const child = spawn(process.execPath, entry ? [entry] : ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      WEB_ROOT: '',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
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

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the server and waits until it says it is ready. */
export async function startReadyServer(options: Parameters<typeof startServer>[0]): Promise<ServerProcess> {
  const server = startServer(options);
  await waitFor(() => server.output().includes('Store ready at'), 90_000);
  return server;
}
