import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const webRoot = mkdtempSync(path.join(tmpdir(), 'store-web-'));
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log("app");');
  mkdirSync(path.join(webRoot, 'prerendered'));
  writeFileSync(path.join(webRoot, 'prerendered', 'home.html'), '<div id="root"><h1>Home first paint</h1></div>');
  writeFileSync(path.join(webRoot, 'prerendered', 'designs.html'), '<div id="root"><h1>Designs first paint</h1></div>');
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('serving the front end', () => {
  it('serves the app shell revalidated, with a 304 for a repeat visit', async () => {
    const first = await get('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await get('/', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers client routes (and unknown pages) with the shell, so the router can draw them', async () => {
    for (const url of ['/designs', '/sucess?encResp=x', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends the prerendered HTML for exactly / and /designs, each with its own validator', async () => {
    const home = await get('/');
    expect(home.body).toContain('Home first paint');
    const designs = await get('/designs');
    expect(designs.body).toContain('Designs first paint');
    expect(designs.headers.etag).not.toBe(home.headers.etag);
    expect((await get('/designs', { 'if-none-match': designs.headers.etag as string })).statusCode).toBe(304);
    // A query changes the first view (category, page), so the plain shell is sent.
    for (const url of ['/designs?page=2', '/?ref=ad', '/designs/', '/cart']) {
      const response = await get(url);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
    expect((await get('/prerendered/home.html')).statusCode).toBe(404);
  });

  it('caches hashed assets for a year and answers a missing file with 404', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No API route for GET /api/nope' });
  });

  it('never serves files outside the web root', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await get(url);
      expect(response.body, url).not.toContain('"workspaces"');
    }
  });
});
