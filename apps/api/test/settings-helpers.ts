import { expect } from 'vitest';
import { adminToken, bearer } from './accounts-helpers';
import type { TestApp } from './test-app';

/** An admin saves the store settings as they stand with `changes` on top; the save must succeed. */
export async function saveSettings(t: TestApp, changes: Record<string, unknown>): Promise<void> {
  const admin = bearer((await adminToken(t)).token);
  const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json();
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin,
    payload: { ...current, ...changes },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
