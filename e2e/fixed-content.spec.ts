import type { Page } from '@playwright/test';
import { APP_STARTED_EVENT } from '../apps/web/src/lib/app-boot';
import { expect, loginAsAdmin, test } from './fixtures';

/** The spec's fixed content (sections 2, 3 and 9), checked as a visitor sees them; its toast timings are in toast-timing.spec.ts. */

const PLANS: Array<[title: string, price: string, adCredit: string]> = [
  ['BASIC PLAN', '₹9,999', '₹1,500'],
  ['BASIC PLUS PLAN', '₹11,999', '₹2,500'],
  ['STANDARD PLAN', '₹14,999', '₹2,500'],
  ['PRO PLAN', '₹19,999', '₹3,500'],
];

const planCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const path of ['/', '/marketing']) {
  test(`${path}: each plan with its monthly price and its own free ad credit`, async ({ page }) => {
    await page.goto(path);
    for (const [title, price, adCredit] of PLANS) {
      const card = planCard(page, title);
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(price);
      await expect(card).toContainText(`Free ad credit up to ${adCredit}/month`);
    }
  });
}

test('home: testimonials with name, handle and quote, and the feature showcase', async ({ page }) => {
  await page.goto('/');
  const testimonials = page.getByRole('region', { name: 'Loved by small businesses across India' });
  const quotes = testimonials.getByRole('figure');
  await expect(quotes.first()).toBeVisible();
  expect(await quotes.count()).toBeGreaterThanOrEqual(3);
  for (const quote of await quotes.all()) {
    await expect(quote.getByRole('blockquote')).toHaveText(/\S.{20,}/);
    await expect(quote).toContainText(/@[a-z0-9_]+/);
  }
  for (const feature of ['Ready in minutes', 'Mobile friendly', 'Secure payments', 'PDF previews']) {
    await expect(page.getByRole('heading', { name: feature, exact: true })).toBeVisible();
  }
});

test('the legal pages state the spec’s own terms', async ({ page }) => {
  const pages: Array<[string, string[]]> = [
    [
      '/TermsAndRefundPolicy',
      [
        'GST extra (18% on the cart subtotal).',
        'Domain and hosting extra.',
        'Minimum 3 working days for delivery.',
        '50% advance payment before work starts.',
        'Up to two rounds of revisions.',
        'Project may be paused after 7 days without client communication.',
        'Refund or damage claims must be made within 2 days of receipt.',
        'Approved refunds are processed in 3-5 days to your original payment method.',
        'Purchases are one-time; there are no subscriptions to cancel and no automatic renewals.',
        'Buyers must be 18 or older.',
      ],
    ],
    ['/TermsAndConditions', ['Buyers must be 18 or older', 'GST (18%) is charged extra']],
    ['/privacypolicy', ['Buyers must be 18 or older.']],
    ['/privacytouse', ['Buyers must be 18 or older']],
  ];
  for (const [path, statements] of pages) {
    await page.goto(path);
    for (const statement of statements) await expect(page.getByRole('main'), path).toContainText(statement);
  }
});

test('Apply Now does nothing: no navigation, no dialog, no request', async ({ page }) => {
  await page.addInitScript((event) => {
    addEventListener(event, () => Object.assign(window, { __careerAppStarted: true }), { once: true });
  }, APP_STARTED_EVENT);
  await page.goto('/career');
  await page.waitForLoadState('networkidle');
  const requests: { url: string; type: string }[] = [];
  page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
  const clickEveryApplyNow = async () => {
    for (const button of await page.getByRole('button', { name: 'Apply Now' }).all()) await button.click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  // The first tap on a page drawn on the server brings the app's own code; nothing else may go out.
  await clickEveryApplyNow();
  const appFile = (request: { url: string; type: string }) =>
    ['script', 'stylesheet', 'font', 'image'].includes(request.type) ||
    new URL(request.url).pathname === '/favicon.svg';
  expect(requests.filter((request) => !appFile(request))).toEqual([]);
  // Once the app has the page, a tap sends nothing at all.
  await page.waitForFunction(() => (window as unknown as { __careerAppStarted?: boolean }).__careerAppStarted === true);
  await page.waitForLoadState('networkidle');
  requests.length = 0;
  await clickEveryApplyNow();
  expect(requests).toEqual([]);
});

test('the public header is hidden on the admin placeholders and the admin login', async ({ page }) => {
  const publicHeader = (p: Page) => p.getByRole('banner').getByRole('link', { name: 'ContactUs' });
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { name: /admin/i }).first()).toBeVisible();
  await expect(publicHeader(page)).toHaveCount(0);
  await loginAsAdmin(page);
  for (const path of ['/admin-dashboard', '/admin/upload', '/admin/manage-products']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(publicHeader(page)).toHaveCount(0);
  }
});
