import type { APIRequestContext, Page } from '@playwright/test';
import { addToCart, checkoutWithPhone } from './checkout-steps';
import { admin, createCustomer, expect, loginAsCustomer, test } from './fixtures';

/** The payment page's failure branches (spec section 8, "Payment"), each driven in Chromium. */

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function adminHeaders(request: APIRequestContext) {
  const { token } = await (await request.post('/api/admin-login', { data: admin })).json();
  return { authorization: `Bearer ${token}` };
}

/** A design of this test's own, so changing its price disturbs no other test. */
async function uploadDesign(request: APIRequestContext, title: string, price: string) {
  const response = await request.post('/api/cards', {
    headers: await adminHeaders(request),
    multipart: {
      title,
      price,
      category: 'Restaurant',
      image: { name: 'x.png', mimeType: 'image/png', buffer: PNG_1X1 },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).card._id as string;
}

/** A logged-in customer on /formpage with one design in the cart. */
async function onPaymentPage(page: Page, design = 'Chai') {
  await loginAsCustomer(page, await createCustomer(page));
  await expect(page).toHaveURL(/\/$/);
  await addToCart(page, design);
  await checkoutWithPhone(page);
}

test('PAY NOW shows Processing... and cannot be pressed twice while the order is made', async ({ page }) => {
  await onPaymentPage(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let orders = 0;
  await page.route('**/api/new-order', async (route) => {
    orders += 1;
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  const button = page.getByRole('button', { name: 'Processing...' });
  await expect(button).toBeVisible();
  await expect(button).toBeDisabled();
  await button.click({ force: true });
  release();
  await expect(page).toHaveURL(/\/demo-checkout\//);
  expect(orders).toBe(1);
});

test('a failing new-order call sends the customer to /fail', async ({ page, consoleErrors }) => {
  await onPaymentPage(page);
  await page.route('**/api/new-order', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }),
  );
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page).toHaveURL(/\/fail$/);
  await expect(page.getByText('Oops! Something went wrong. Please try again.')).toBeVisible();
  expect(consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
  ]);
  consoleErrors.length = 0;
});

test('an order answer without a payment session is only logged: the page stays', async ({ page }) => {
  await onPaymentPage(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api/new-order', (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"order_id":"ORD-X"}' }),
  );
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect
    .poll(() => warnings.some((text) => text.startsWith('The order answer had no payment session')))
    .toBe(true);
  await expect(page).toHaveURL(/\/formpage$/);
  await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeEnabled();
});

test('PAY NOW does nothing without a total and phone', async ({ page }) => {
  await loginAsCustomer(page, await createCustomer(page));
  await expect(page).toHaveURL(/\/$/);
  let orders = 0;
  await page.route('**/api/new-order', (route) => {
    orders += 1;
    return route.continue();
  });
  await page.goto('/formpage');
  await expect(page.getByText('Nothing to pay yet.')).toBeVisible();
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/formpage$/);
  expect(orders).toBe(0);
});

test('a price changed since the cart was filled: 409, the notice, and no order', async ({ page }) => {
  const title = `Price Watch ${Date.now()}`;
  const id = await uploadDesign(page.request, title, '2000');
  await onPaymentPage(page, title);
  // ₹2,000 + 18% GST
  await expect(page.getByTestId('pay-total')).toHaveText('₹2,360.00');
  const changed = await page.request.put(`/api/cards/${id}`, {
    headers: await adminHeaders(page.request),
    multipart: { price: '2500' },
  });
  expect(changed.status()).toBe(200);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page.getByText('Prices have changed. Please review your cart.')).toBeVisible();
  await expect(page).toHaveURL(/\/formpage$/);
  const orders = await page.evaluate(async () => {
    const response = await fetch('/api/orders', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return response.json();
  });
  expect(orders).toEqual([]);
});

test.describe('back from the provider', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsCustomer(page, await createCustomer(page));
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failing status check sends the customer to /fail', async ({ page, consoleErrors }) => {
    await page.route('**/api/status/**', (route) => route.abort('failed'));
    await page.goto('/formpage/session_demo_anything');
    await expect(page).toHaveURL(/\/fail$/);
    expect(consoleErrors).toEqual(['Failed to load resource: net::ERR_FAILED']);
    consoleErrors.length = 0;
  });

  test('a status answer without a redirect URL sends the customer to /fail', async ({ page }) => {
    await page.route('**/api/status/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/formpage/session_demo_anything');
    await expect(page).toHaveURL(/\/fail$/);
    await expect(page.getByRole('heading', { name: 'Payment Failed!' })).toBeVisible();
  });
});

test('/sucess itself shows the Error state when the payment response cannot be read', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/api/payment-response', (route) => route.abort());
  await page.goto('/sucess?encResp=whatever');
  await expect(page.getByRole('heading', { name: 'Error occurred' })).toBeVisible();
  await expect(page.getByText('There was an error processing your payment. Please contact support.')).toBeVisible();
  expect(consoleErrors).toEqual(['Failed to load resource: net::ERR_FAILED']);
  consoleErrors.length = 0;
});

test('/sucess shows the Error state for an expired result link (410)', async ({ page }) => {
  await page.route('**/api/payment-response', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'This payment link has expired. Your orders are listed under My Orders.' }),
    }),
  );
  await page.goto('/sucess?encResp=whatever');
  await expect(page.getByRole('heading', { name: 'Error occurred' })).toBeVisible();
  await expect(page.getByText('There was an error processing your payment. Please contact support.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toHaveCount(0);
});
