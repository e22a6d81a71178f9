import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installDebianPackages, isRoot } from '../../../scripts/debian-packages.mjs';
import { freePort, repoRoot, type ServerProcess, startReadyServer } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

/** nginx from Debian's packages (npm test installs it beforehand), installed here as root when run alone. */
function ensureNginx(): string {
  const binary = '/usr/sbin/nginx';
  if (existsSync(binary)) return binary;
  if (!isRoot()) throw new Error('nginx is missing; install Debian package nginx');
  installDebianPackages(['nginx-light']);
  return binary;
}

/** The documented sample with its addresses pointed at this test's instances and TLS swapped for a plain port. */
function testConfig(sample: string, instancePorts: number[], listenPort: number, workDir: string): string {
  const upstreams = instancePorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=10s;`)
    .join('\n');
  const site = sample
    .replace(/upstream store \{[\s\S]*?keepalive 32;/, `upstream store {\n${upstreams}\n    keepalive 32;`)
    .replace(/server \{\s*listen 80;[\s\S]*?\n\}\n/, '')
    .replace(/listen 443 ssl;\s*http2 on;/, `listen 127.0.0.1:${listenPort};`)
    .replace(/\s*ssl_certificate\s.*\n\s*ssl_certificate_key\s.*/, '');
  return `daemon off;\npid ${workDir}/nginx.pid;\nerror_log ${workDir}/error.log warn;\nevents { worker_connections 256; }\nhttp {\n  access_log off;\n  client_body_temp_path ${workDir}/body;\n  proxy_temp_path ${workDir}/proxy;\n  fastcgi_temp_path ${workDir}/fastcgi;\n  uwsgi_temp_path ${workDir}/uwsgi;\n  scgi_temp_path ${workDir}/scgi;\n${site}\n}\n`;
}

const workDir = mkdtempSync(path.join(tmpdir(), 'store-nginx-'));
const dataDir = path.join(workDir, 'data');
let database: TestDatabase | undefined;
const servers: ServerProcess[] = [];
let nginx: ReturnType<typeof spawn> | undefined;
let proxyPort = 0;

beforeAll(async () => {
  const binary = ensureNginx();
  database = await createTestDatabase();
  mkdirSync(dataDir);
  const ports = [await freePort(), await freePort()];
  for (const [index, port] of ports.entries()) {
    servers.push(
      await startReadyServer({
        dataDir,
        databaseUrl: database?.url,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          TRUST_PROXY: 'true',
          JWT_SECRET: 'nginx-test-shared-secret-0123456789abcdef',
          SEED_DEMO_DATA: index === 0 ? 'true' : 'false',
        },
      }),
    );
  }
  proxyPort = await freePort();
  const config = path.join(workDir, 'nginx.conf');
  writeFileSync(
    config,
    testConfig(readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8'), ports, proxyPort, workDir),
  );
  const check = spawnSync(binary, ['-t', '-c', config, '-p', workDir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected the sample: ${check.stderr}`);
  nginx = spawn(binary, ['-c', config, '-p', workDir], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${proxyPort}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not start');
}, 180_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  for (const server of servers) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await database?.drop();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the sample nginx configuration in front of two instances', () => {
  it('serves the catalogue, media and logins through nginx, and keeps serving when one instance stops', async () => {
    const through = (pathname: string, init?: RequestInit) => fetch(`http://127.0.0.1:${proxyPort}${pathname}`, init);
    const cards = (await (await through('/api/cards?page=1&limit=12')).json()) as Array<{ imageSrc: string }>;
    expect(cards).toHaveLength(12);
    expect((await through(cards[0]?.imageSrc ?? '/')).headers.get('content-type')).toBe('image/webp');
    const account = {
      name: 'Proxied',
      email: `proxied-${Date.now()}@example.com`,
      password: 'copper kettle monsoon 58',
    };
    expect(
      (
        await through('/api/signup', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(account),
        })
      ).status,
    ).toBe(201);

    servers[0]?.child.kill('SIGTERM');
    await servers[0]?.exited;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await through('/api/categories')).status).toBe(200);
    }
    const login = await through('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
  }, 60_000);
});
