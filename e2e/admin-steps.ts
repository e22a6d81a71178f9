import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { admin, expect, isPhone } from './fixtures';

/** Follows an admin navigation link: the header on a desktop, the slide-out menu on a phone. */
export async function openAdminPage(page: Page, label: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await page.getByRole('navigation', { name: 'Admin mobile' }).getByRole('link', { name: label }).click();
  } else {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** An admin token from the API, for setting things up or back without the screens. */
export async function adminApiAuth(page: Page) {
  const response = await page.request.post('/api/admin-login', { data: admin });
  expect(response.status()).toBe(200);
  return { authorization: `Bearer ${(await response.json()).token}` };
}

/** The test server's SQLite file (playwright.config.ts puts it there). */
function storeFile() {
  const port = Number(process.env.E2E_PORT ?? 3999);
  const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`;
  return path.resolve(dataDir, 'store.sqlite');
}

/** Moves an enquiry's arrival back in time, as if it had waited that long (no API can do this). */
export function backdateEnquiry(reference: string, hours: number) {
  const database = new Database(storeFile());
  try {
    database.pragma('busy_timeout = 5000');
    const receivedAt = new Date(Date.now() - hours * 3_600_000).toISOString();
    const changed = database
      .prepare('UPDATE enquiries_messages SET created_at = ? WHERE reference = ?')
      .run(receivedAt, reference).changes;
    expect(changed).toBe(1);
  } finally {
    database.close();
  }
}
