import type { Browser, Page } from '@playwright/test';
import { checkoutWithPhone, payWithCard } from './checkout-steps';
import { admin, expect, test } from './fixtures';

// A 2×2 PNG: the brief's picture goes through the store's re-encoding like any project file.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** Today's date in India (YYYY-MM-DD), where the store dates plans. */
const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** "Nov 2026", "Sep 2026" for an India date: how a plan month's title names the month it starts in. */
const monthLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

async function shopPage(browser: Browser, page: Page) {
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

test("a customer buys PRO PLAN for 3 months, opens month 1's project from My plans and submits its monthly brief", async ({
  customerPage: page,
  customer,
  browser,
}) => {
  const pro = page.getByRole('article', { name: 'PRO PLAN', exact: true });
  await pro.scrollIntoViewIfNeeded();
  await pro.getByLabel('Months of PRO PLAN').selectOption('3');
  await pro.getByRole('button', { name: 'Choose plan' }).click();
  await checkoutWithPhone(page);
  await payWithCard(page, '4111 1111 1111 1111');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 20_000 });

  await page.goto('/my-plans');
  const bought = page.getByRole('listitem', { name: 'PRO PLAN' });
  const months = bought.getByRole('link', { name: /^Month \d$/ });
  await expect(months).toHaveText(['Month 1', 'Month 2', 'Month 3']);
  await bought.getByRole('link', { name: 'Month 1' }).click();

  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your marketing month' })).toBeVisible();
  const today = indiaToday();
  await expect(page.getByText(`PRO PLAN — month 1 of 3 (${monthLabel(today)})`)).toBeVisible();
  await expect(page.getByTestId('project-state')).toHaveText('Awaiting your brief');

  // The focus is required: the shared rule answers before anything is sent.
  await page.getByLabel('Offers to promote').fill('10% off festival boxes till Sunday');
  await page.getByRole('button', { name: 'Submit brief' }).click();
  await expect(page.getByText("The month's focus is required.")).toBeVisible();
  await expect(page.getByTestId('project-state')).toHaveText('Awaiting your brief');

  await page
    .getByLabel(/^Pictures to use/)
    .setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await page.getByLabel("The month's focus *").fill('Diwali orders <b>not bold</b>');
  await page.getByRole('button', { name: 'Submit brief' }).click();
  await expect(page.getByTestId('project-state')).toHaveText('In design');
  const summary = page.getByRole('region', { name: "This month's brief" });
  await expect(summary).toContainText('Diwali orders <b>not bold</b>');
  await expect(summary).toContainText('10% off festival boxes till Sunday');
  await expect(summary.getByRole('img', { name: 'Picture 1' })).toBeVisible();

  // The shop's board shows the months beside designs, labelled, and filters them.
  const shop = await shopPage(browser, page);
  await shop.goto('/admin/projects');
  await shop.getByLabel('Search', { exact: true }).fill(customer.email);
  await shop.getByLabel('Work').selectOption('plan_month');
  const inDesign = shop.getByRole('region', { name: 'In design (1)' });
  await expect(inDesign).toContainText(`PRO PLAN — month 1 of 3 (${monthLabel(today)})`);
  await expect(inDesign).toContainText('Plan month');
  await expect(shop.getByRole('region', { name: 'Awaiting your brief (2)' })).toBeVisible();
  await shop.getByLabel('Work').selectOption('design');
  await expect(shop.getByRole('region', { name: 'In design (0)' })).toBeVisible();
  await shop.context().close();
});
