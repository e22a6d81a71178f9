import type { Locator, Page } from '@playwright/test';
import { createCustomer, expect, loginAsAdmin, test } from './fixtures';

/** The spec's fixed content and timings (sections 2, 3 and 9), checked as a visitor sees them. */

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
  await page.goto('/career');
  await page.waitForLoadState('networkidle');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  for (const button of await page.getByRole('button', { name: 'Apply Now' }).all()) await button.click();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/career$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
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

/** Milliseconds from now until the toast is gone. */
async function msUntilHidden(toast: Locator, since: number) {
  await expect(toast).toBeHidden({ timeout: 10_000 });
  return Date.now() - since;
}

test('the add-to-cart toast closes after 2 s, top-right', async ({ page }) => {
  await page.goto('/designs?q=Chai');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByRole('alert').filter({ hasText: /added to cart/ });
  // Timed from the toast's appearance: the click may first wait for the app's code to load.
  await expect(toast).toBeVisible();
  const shown = Date.now();
  const box = await toast.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x + box.width).toBeGreaterThan(width - 40);
  await page.waitForTimeout(1500);
  await expect(toast).toBeVisible();
  // 2000 ms plus the exit animation and polling.
  expect(await msUntilHidden(toast, shown)).toBeLessThan(3500);
});

/** An order a customer started through the API and has not paid yet. */
async function pendingOrderThroughApi(page: Page) {
  const account = await createCustomer(page, 'Pending Buyer');
  const { token } = await (
    await page.request.post('/api/login', { data: { email: account.email, password: account.password } })
  ).json();
  const [card] = await (await page.request.get('/api/cards?page=1&limit=1')).json();
  const order = await page.request.post('/api/new-order', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      cartTotal: Math.round(card.price * 118) / 100,
      phone: '9988776655',
      titles: card.title,
      items: [{ id: card._id, quantity: 1 }],
    },
  });
  expect(order.status()).toBe(201);
  return (await order.json()).order_id as string;
}

test('other toasts close after the 5 s default', async ({ page }) => {
  const orderNumber = await pendingOrderThroughApi(page);
  await loginAsAdmin(page);
  await page.goto('/ManageOrders');
  await page.getByPlaceholder('Order number, phone or email').fill(orderNumber);
  await page
    .getByRole('row', { name: new RegExp(orderNumber) })
    .getByRole('button', { name: orderNumber })
    .click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await dialog.getByRole('button', { name: 'Re-check payment' }).click();
  const toast = page.getByRole('alert').filter({ hasText: /^Provider says: / });
  await expect(toast).toBeVisible();
  const shown = Date.now();
  await page.waitForTimeout(4000);
  await expect(toast).toBeVisible();
  expect(await msUntilHidden(toast, shown)).toBeLessThan(6500);
});
