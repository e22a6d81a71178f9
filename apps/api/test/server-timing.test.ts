import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const timing = (header: string | string[] | number | undefined) => {
  const match = /^total;dur=(\d+\.\d{2})$/.exec(String(header));
  return match ? Number(match[1]) : undefined;
};

describe('Server-Timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the handler time of an API response, within the time the request took', async () => {
    const started = performance.now();
    const response = await t.app.inject({ method: 'GET', url: '/api/cards?page=1&limit=12' });
    const wall = performance.now() - started;
    expect(response.statusCode).toBe(200);
    const duration = timing(response.headers['server-timing']);
    expect(duration).toBeGreaterThan(0);
    expect(duration).toBeLessThanOrEqual(wall);
  });

  it('is sent on API errors too, and not on pages outside the API', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(timing(missing.headers['server-timing'])).toBeGreaterThan(0);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/stats' });
    expect(refused.statusCode).toBe(401);
    expect(timing(refused.headers['server-timing'])).toBeGreaterThan(0);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['server-timing']).toBeUndefined();
  });
});
