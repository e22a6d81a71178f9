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

/** Phone and email bring their keyboards and autofill; the address and notes take several lines. */
async function expectBriefInputs(page: Page) {
  await expect(page.getByLabel('Phone to show on the site *')).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel('Phone to show on the site *')).toHaveAttribute('autocomplete', 'tel');
  await expect(page.getByLabel('Email to show on the site *')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Email to show on the site *')).toHaveAttribute('autocomplete', 'email');
  for (const label of ['Address *', 'Notes']) {
    expect(await page.getByLabel(label, { exact: true }).evaluate((field) => field.tagName)).toBe('TEXTAREA');
  }
  await expect(page.getByText(/You can change your brief until we post the first preview/)).toBeVisible();
}

/** The submitted brief in the form's words, the logo on it, the history in sentences; no field or state codes. */
async function readsSubmittedBrief(page: Page) {
  const brief = page.getByRole('region', { name: 'Your brief' });
  await expect(brief.getByRole('term').filter({ hasText: /^Phone to show on the site$/ })).toBeVisible();
  await expect(brief.getByRole('definition').filter({ hasText: /^\+91 98765 43210$/ })).toBeVisible();
  await expect(brief.getByRole('img', { name: 'Brand colour' })).toBeVisible();
  await expect(brief.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await expect(brief).not.toContainText('businessName');
  await expect(brief).not.toContainText('#1d4ed8');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Paid by you')).toBeVisible();
  await expect(history.getByText('Brief submitted by you')).toBeVisible();
  await expect(history).not.toContainText('order_paid');
  await expect(history).not.toContainText('system');
}

/** Until the shop posts the first preview the customer may correct the brief, which stays complete. */
async function correctsBrief(page: Page) {
  await page.getByRole('button', { name: 'Change the brief' }).click();
  await page.getByLabel('Tagline').fill('Sweets since 1962');
  await page.getByLabel('Address *').fill('12 MG Road\nPune 411001');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const brief = page.getByRole('region', { name: 'Your brief' });
  await expect(brief.getByText('Sweets since 1962')).toBeVisible();
  await expect(brief.getByRole('definition').filter({ hasText: 'Pune 411001' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Brief changed by you')).toBeVisible();
  await expect(page.getByTestId('project-state')).toHaveText('In design');
}

/** The shop reads the brief with the colour codes and downloads the logo. */
async function shopReadsBrief(shop: Page) {
  const brief = shop.getByRole('region', { name: "The customer's brief" });
  await expect(brief.getByText('#1d4ed8')).toBeVisible();
  await expect(brief.getByRole('img', { name: "The customer's logo" })).toBeVisible();
  const download = shop.waitForEvent('download');
  await brief.getByRole('link', { name: 'Download logo' }).click();
  expect((await download).suggestedFilename()).toMatch(/^logo-ORD-.+\.webp$/);
  await expect(shop.getByRole('region', { name: 'History' }).getByText('Brief changed by the customer')).toBeVisible();
}

/** Approving asks first and says what it means; "Not yet" changes nothing. */
async function approvalIsConfirmed(page: Page) {
  await expect(page.getByTestId('project-state')).toHaveText('Ready for your review');
  await page.getByRole('button', { name: 'Approve and deliver', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve and deliver?' });
  await expect(dialog).toContainText('ends the revisions');
  await expect(dialog).toContainText('7 days to tell us if you are not happy');
  await dialog.getByRole('button', { name: 'Not yet' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('project-state')).toHaveText('Ready for your review');
}

async function shopPostsPreview(shop: Page, url: string) {
  await shop.reload();
  await shop.getByLabel('Preview link').fill(url);
  await shop.getByRole('button', { name: 'Post preview' }).click();
  await expect(shop.getByTestId('project-state')).toHaveText("Ready for the customer's review");
}

async function customerAsksForChanges(page: Page, comment: string) {
  await page.reload();
  await expect(page.getByTestId('project-state')).toHaveText('Ready for your review');
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
    .getByRole('link', { name: /^(Awaiting your brief|Fill in your website brief)$/ })
    .click();
  await expect(page.getByTestId('project-state')).toHaveText('Awaiting your brief');
  const projectUrl = page.url();

  // What the store knows starts the brief: the name typed on the home page, the checkout phone, the account email.
  await expect(page.getByLabel('Business name *')).toHaveValue('Sharma Sweets');
  await expect(page.getByLabel('Phone to show on the site *')).toHaveValue('9876543210');
  await expect(page.getByLabel('Email to show on the site *')).toHaveValue(account.email);
  await expectBriefInputs(page);
  await page.getByLabel('Business name *').fill('');
  await page.getByRole('button', { name: 'Submit brief' }).click();
  await expect(page.getByText('Business name is required.')).toBeVisible();
  await page.getByLabel('Business name *').fill('Sharma Sweets');
  await page.getByLabel('Tagline').fill('<b>Fresh</b> every <script>alert(1)</script>morning');
  await page.getByLabel('Phone to show on the site *').fill('abc');
  await page.getByRole('button', { name: 'Submit brief' }).click();
  await expect(page.getByText('Enter a valid 10-digit phone number.')).toBeVisible();
  await expect(page.getByTestId('project-state')).toHaveText('Awaiting your brief');
  await page.getByLabel('Phone to show on the site *').fill('+91 98765 43210');
  await page.getByLabel('Email to show on the site *').fill('owner@sharmasweets.example');
  await page.getByLabel('Address *').fill('12 MG Road, Pune');
  await page.getByLabel(/^Logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit brief' }).click();
  await expect(page.getByTestId('project-state')).toHaveText('In design');
  await expect(page.getByText('<b>Fresh</b> every <script>alert(1)</script>morning')).toBeVisible();
  await expect(page.getByText(/^Due /)).toBeVisible();
  await readsSubmittedBrief(page);
  await correctsBrief(page);

  const shop = await adminPage(browser, page);
  await openAdminPage(shop, 'Projects');
  await shop.getByRole('searchbox', { name: 'Search' }).fill('Project Buyer');
  // This customer's project, not whichever row comes first while the search is still applying.
  const projectId = new URL(projectUrl).pathname.split('/').pop() ?? '';
  await shop.locator(`a[href$="/${projectId}"]`).first().click();
  await shopReadsBrief(shop);
  await shop.getByLabel('Preview link').fill('ftp://preview.example.com/v1');
  await shop.getByRole('button', { name: 'Post preview' }).click();
  await expect(shop.getByText('Preview link must start with http:// or https://.').first()).toBeVisible();
  await expect(shop.getByText(/previewUrl/)).toHaveCount(0);
  await shopPostsPreview(shop, 'https://preview.example.com/v1');

  // The preview is posted: the brief now changes through the thread.
  await page.reload();
  await expect(page.getByText('We have started on your brief: to change it, write to us in the thread.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change the brief' })).toHaveCount(0);
  await approvalIsConfirmed(page);

  await customerAsksForChanges(page, 'A bigger logo, please');
  await expect(page.getByTestId('project-state')).toHaveText('Revision requested');
  await shopPostsPreview(shop, 'https://preview.example.com/v2');
  await customerAsksForChanges(page, 'A green header');
  await expect(page.getByTestId('project-state')).toHaveText('Revision requested');
  await shopPostsPreview(shop, 'https://preview.example.com/v3');

  await customerAsksForChanges(page, 'One more thing');
  await expect(page.getByRole('alert')).toContainText('up to two rounds of revisions');
  // The change typed in the box is offered first: approving would leave it unsent.
  await page.getByRole('button', { name: 'Approve and deliver', exact: true }).click();
  const offer = page.getByRole('dialog', { name: 'Send your changes instead?' });
  await expect(offer).toContainText('no more changes can be requested');
  await offer.getByRole('button', { name: 'Approve without them' }).click();
  await expect(page.getByTestId('project-state')).toHaveText('Delivered');
  await expect(page.getByRole('link', { name: 'https://preview.example.com/v3' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report dissatisfaction' })).toBeVisible();
  // The change left unsent is not carried into the complaint box.
  await expect(page.getByLabel('What is wrong?')).toHaveValue('');
  await expect(page.getByText(/^Due /)).toHaveCount(0);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Approved by you: delivered')).toBeVisible();
  await expect(history.getByText('Preview posted by the shop')).toHaveCount(3);

  await shop.goto(new URL(projectUrl).pathname);
  await expect(shop.getByTestId('project-state')).toHaveText('Delivered');
  await expect(shop.getByText(/^Due /)).toHaveCount(0);
  await expect(
    shop.getByRole('region', { name: 'History' }).getByText('Approved by the customer: delivered'),
  ).toBeVisible();

  seedThread(projectId, 60);
  await readsLongThread(page);
  await readsLongThread(shop);
  await shop.context().close();
});
