import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { openAdminPage } from './admin-steps';
import { addToCart, checkoutWithPhone, payWithCard } from './checkout-steps';
import { admin, createCustomer, expect, loginAsCustomer, test } from './fixtures';

// A 2×2 PNG: the logo goes through the store's re-encoding like any picture.
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function adminPage(browser: Browser, page: Page) {
  const port = Number(process.env.E2E_PORT ?? 3999);
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: page.viewportSize() });
  const shop = await context.newPage();
  await shop.goto('/admin-login');
  await shop.getByLabel('Username').fill(admin.username);
  await shop.getByLabel('Password').fill(admin.password);
  await shop.getByRole('button', { name: 'Login' }).click();
  await expect(shop).toHaveURL(/\/admin-dashboard$/);
  return shop;
}

/** Writes `count` older messages into the project's thread in the test server's SQLite file (no API backdates them). */
function seedThread(projectId: string, count: number) {
  const port = Number(process.env.E2E_PORT ?? 3999);
  const database = new Database(path.resolve(process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`, 'store.sqlite'));
  try {
    database.pragma('busy_timeout = 5000');
    const insert = database.prepare(
      `INSERT INTO projects_messages (id, project_id, author_role, author_id, author_name, body, attachment_file_key, created_at)
       VALUES (?, ?, 'customer', 'seed', 'Project Buyer', ?, NULL, ?)`,
    );
    const start = Date.now() - 86_400_000;
    for (let n = 1; n <= count; n++)
      insert.run(randomUUID(), projectId, `Old note ${n}`, new Date(start + n).toISOString());
  } finally {
    database.close();
  }
}

/** A long thread shows its latest 50 messages, and the earlier ones on request. */
async function readsLongThread(page: Page) {
  await page.reload();
  const thread = page.getByRole('region', { name: 'Messages' });
  await expect(thread.getByText('Old note 60', { exact: true })).toBeVisible();
  await expect(thread.getByText('Old note 1', { exact: true })).toHaveCount(0);
  await thread.getByRole('button', { name: 'Show earlier messages' }).click();
  await expect(thread.getByText('Old note 1', { exact: true })).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Show earlier messages' })).toHaveCount(0);
  await expect(thread.getByText('Old note 60', { exact: true })).toHaveCount(1);
}

async function shopPostsPreview(shop: Page, url: string) {
  await shop.reload();
  await shop.getByLabel('Preview link').fill(url);
  await shop.getByRole('button', { name: 'Post preview' }).click();
  await expect(shop.getByTestId('project-state')).toContainText('IN_REVIEW');
}

async function customerAsksForChanges(page: Page, comment: string) {
  await page.reload();
  await expect(page.getByTestId('project-state')).toContainText('IN_REVIEW');
  await page.getByLabel('What would you like changed?').fill(comment);
  await page.getByRole('button', { name: 'Request changes' }).click();
}

test('a new customer buys a design, briefs it, gets two revisions, is refused a third and approves: DELIVERED for both', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await createCustomer(page, 'Project Buyer');
  await loginAsCustomer(page, account);
  await expect(page).toHaveURL(/\/$/);
  // The business name typed on the home page is remembered for the visit and starts the brief.
  await page.getByRole('textbox', { name: 'Business name' }).fill('Sharma Sweets');
  await page.getByRole('button', { name: 'Find designs' }).click();
  await expect(page.getByText('Designs for Sharma Sweets')).toBeVisible();
  await addToCart(page, 'Chai');
  await checkoutWithPhone(page);
  await payWithCard(page, '4111111111111111');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/my-orders');
  await page
    .getByRole('region', { name: 'Your website projects' })
    .getByRole('link', { name: 'Awaiting your brief' })
    .click();
  await expect(page.getByTestId('project-state')).toContainText('AWAITING_BRIEF');
  const projectUrl = page.url();

  await expect(page.getByLabel('Business name *')).toHaveValue('Sharma Sweets');
  await page.getByLabel('Business name *').fill('');
  await page.getByRole('button', { name: 'Submit brief' }).click();
  await expect(page.getByText('Business name is required.')).toBeVisible();
  await page.getByLabel('Business name *').fill('Sharma Sweets');
  await page.getByLabel('Tagline').fill('<b>Fresh</b> every <script>alert(1)</script>morning');
  await page.getByLabel('Phone to show on the site *').fill('9876543210');
  await page.getByLabel('Email to show on the site *').fill('owner@sharmasweets.example');
  await page.getByLabel('Address *').fill('12 MG Road, Pune');
  await page.getByLabel(/^Logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit brief' }).click();
  await expect(page.getByTestId('project-state')).toContainText('IN_DESIGN');
  await expect(page.getByText('<b>Fresh</b> every <script>alert(1)</script>morning')).toBeVisible();
  await expect(page.getByText(/^Due /)).toBeVisible();

  const shop = await adminPage(browser, page);
  await openAdminPage(shop, 'Projects');
  await shop.getByRole('searchbox', { name: 'Search' }).fill('Project Buyer');
  // This customer's project, not whichever row comes first while the search is still applying.
  const projectId = new URL(projectUrl).pathname.split('/').pop() ?? '';
  await shop.locator(`a[href$="/${projectId}"]`).first().click();
  await shopPostsPreview(shop, 'https://preview.example.com/v1');

  await customerAsksForChanges(page, 'A bigger logo, please');
  await expect(page.getByTestId('project-state')).toContainText('REVISION_REQUESTED');
  await shopPostsPreview(shop, 'https://preview.example.com/v2');
  await customerAsksForChanges(page, 'A green header');
  await expect(page.getByTestId('project-state')).toContainText('REVISION_REQUESTED');
  await shopPostsPreview(shop, 'https://preview.example.com/v3');

  await customerAsksForChanges(page, 'One more thing');
  await expect(page.getByRole('alert')).toContainText('up to two rounds of revisions');
  await page.getByRole('button', { name: 'Approve and deliver' }).click();
  await expect(page.getByTestId('project-state')).toContainText('DELIVERED');
  await expect(page.getByRole('link', { name: 'https://preview.example.com/v3' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report dissatisfaction' })).toBeVisible();

  await shop.goto(new URL(projectUrl).pathname);
  await expect(shop.getByTestId('project-state')).toContainText('DELIVERED');

  seedThread(projectId, 60);
  await readsLongThread(page);
  await readsLongThread(shop);
  await shop.context().close();
});
