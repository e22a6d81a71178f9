// Starts the built store (apps/api/dist/main.js) on a free loopback port with its own data folder.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir, trackChild } from './cleanup.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'apps/api/dist/main.js');

/** Asks the kernel for a free port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilReady(origin, child, deadline, output) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`store exited with code ${child.exitCode} before it was ready:\n${output.join('').slice(-2000)}`);
    }
    try {
      const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {}
    await sleep(250);
  }
  throw new Error(`store was not ready within the time limit:\n${output.join('').slice(-2000)}`);
}

/** Resident and peak memory of a process in MB, from /proc/<pid>/status. */
export function readMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}

/**
 * Starts the store like `npm start` does (without the build), with SQLite in `dataDir`
 * (a new temp folder when absent) and the demo catalogue. Resolves once /readyz answers.
 */
export async function startStore({
  dataDir = tempDir('data'),
  readyTimeoutMs = 180_000,
  extraEnv = {},
  nodeArgs = ['--max-semi-space-size=4'],
} = {}) {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing; run npm run build first`);
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MALLOC_ARENA_MAX: '2',
  };
  env.SEED_DEMO_DATA = 'true';
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'JWT_SECRET', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'NODE_ENV']) {
    delete env[name];
  }
  // Pages are served on PUBLIC_URL's host only: the address the bench asks.
  env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  Object.assign(env, extraEnv);
  const child = trackChild(
    spawn(process.execPath, [...nodeArgs, serverEntry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilReady(origin, child, Date.now() + readyTimeoutMs, output);

  return {
    origin,
    port,
    pid: child.pid,
    dataDir,
    output,
    memory: () => readMemory(child.pid),
    /** SIGTERM (the store closes its database cleanly), SIGKILL after 15 s. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
