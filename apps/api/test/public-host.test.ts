import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const webRoot = mkdtempSync(path.join(tmpdir(), 'store-web-host-'));
let t: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  // No PUBLIC_URL: the default, http://localhost:3000, as `npm start` runs.
  t = await createTestApp({ webRoot });
  proxied = await createTestApp({ webRoot, env: { PUBLIC_URL: 'https://shop.example', TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (app: TestApp, url: string, headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
  app.app.inject({ method, url, headers });

describe('pages are served on PUBLIC_URL’s host only', () => {
  it('sends a page asked for at 127.0.0.1 to the same path and query on http://localhost:3000 with a 308', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const moved = await get(t, '/designs?category=Design&page=2', { host: '127.0.0.1:3000' }, method);
      expect(moved.statusCode, method).toBe(308);
      expect(moved.headers.location).toBe('http://localhost:3000/designs?category=Design&page=2');
      // Never kept by the browser: a later PUBLIC_URL must not meet a remembered redirect.
      expect(moved.headers['cache-control']).toBe('no-store');
    }
    for (const [host, url] of [
      ['[::1]:3000', '/formpage?order_id=ORD-20260101-ABCD'],
      ['192.168.1.20:3000', '/'],
      ['LOCALHOST.example:3000', '/checkout'],
    ]) {
      const moved = await get(t, url as string, { host: host as string });
      expect(moved.statusCode, host).toBe(308);
      expect(moved.headers.location, host).toBe(`http://localhost:3000${url}`);
    }
  });

  it('serves pages on PUBLIC_URL’s host name whatever the port, in any letter case', async () => {
    for (const host of ['localhost:3000', 'localhost:80', 'localhost', 'LocalHost:3000']) {
      const page = await get(t, '/designs', { host });
      expect(page.statusCode, host).toBe(200);
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('never moves API calls, health checks or the demo provider’s calls', async () => {
    const host = { host: '127.0.0.1:3000' };
    expect((await get(t, '/api/categories', host)).statusCode).toBe(200);
    expect((await get(t, '/api/no-such-call', host)).statusCode).toBe(404);
    expect((await get(t, '/healthz', host)).statusCode).toBe(200);
    expect((await get(t, '/readyz', host)).statusCode).toBe(200);
    const posted = await t.app.inject({ method: 'POST', url: '/api/payment-response', headers: host, payload: {} });
    expect(posted.statusCode).toBe(400);
  });

  it('serves a page asked for at localhost whatever PUBLIC_URL is: only this machine reaches that name', async () => {
    for (const host of ['localhost', 'localhost:80', 'localhost:3000']) {
      expect((await get(proxied, '/designs', { host })).statusCode, host).toBe(200);
    }
    expect((await get(proxied, '/designs', { host: '127.0.0.1:3000' })).headers.location).toBe(
      'https://shop.example/designs',
    );
  });

  it('behind a trusted proxy, judges X-Forwarded-Host and moves to PUBLIC_URL’s origin', async () => {
    const direct = await get(proxied, '/my-orders', { host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example' });
    expect(direct.statusCode).toBe(200);
    const other = await get(proxied, '/my-orders?x=1', {
      host: 'shop.example',
      'x-forwarded-host': 'www.shop.example',
    });
    expect(other.statusCode).toBe(308);
    expect(other.headers.location).toBe('https://shop.example/my-orders?x=1');
  });
});
