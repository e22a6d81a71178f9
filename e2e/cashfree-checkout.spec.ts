import { addToCart, checkoutWithPhone } from './checkout-steps';
import { createCustomer, expect, loginAsCustomer, test } from './fixtures';

/**
 * Checkout with PAYMENT_PROVIDER=cashfree in Chromium, against the local Cashfree test double
 * (playwright.config.ts): Cashfree's SDK URL is answered with the double's stand-in, whose
 * checkout() opens the double's hosted page, which returns the browser to the store.
 */
const SDK_URL = 'https://sdk.cashfree.com/js/v3/cashfree.js';
const doubleOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3999) + 3}`;

test.beforeEach(async ({ page }) => {
  await loginAsCustomer(page, await createCustomer(page, 'Kavya Iyer'));
  await expect(page).toHaveURL(/\/$/);
  await addToCart(page, 'Chai'); // ₹2,999
  await checkoutWithPhone(page);
});

test('pays through the Cashfree SDK and hosted checkout, back to Payment Successful', async ({ page }) => {
  let sdkRequests = 0;
  await page.route(SDK_URL, async (route) => {
    sdkRequests += 1;
    const sdk = await fetch(`${doubleOrigin}/js/v3/cashfree.js`);
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: await sdk.text() });
  });
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page).toHaveURL(new RegExp(`^${doubleOrigin}/checkout\\?session=session_`));
  // ₹2,999 + 18% GST
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay ₹3538.82');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/sucess\?encResp=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByTestId('paid-amount')).toHaveText('₹3,538.82');
  expect(sdkRequests).toBe(1);
});

test('a declined payment at Cashfree ends on /fail', async ({ page }) => {
  await page.route(SDK_URL, async (route) => {
    const sdk = await fetch(`${doubleOrigin}/js/v3/cashfree.js`);
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: await sdk.text() });
  });
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/fail(\?|$)/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment Failed!' })).toBeVisible();
});

test('the SDK failing to load is only logged: the payment page stays and can try again', async ({
  page,
  consoleErrors,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route(SDK_URL, (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect.poll(() => warnings.some((text) => text.includes('Cashfree SDK failed to load'))).toBe(true);
  await expect(page).toHaveURL(/\/formpage$/);
  await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeEnabled();
  // The browser reports the blocked script itself.
  expect(consoleErrors.every((text) => text.startsWith('Failed to load resource: net::ERR_FAILED'))).toBe(true);
  consoleErrors.length = 0;
});
