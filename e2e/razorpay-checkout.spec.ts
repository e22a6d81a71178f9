import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addToCart, checkoutWithPhone } from './checkout-steps';
import { createCustomer, expect, isPhone, loginAsCustomer, openCart, test } from './fixtures';
import { invoiceTextFromMyOrders } from './invoice-steps';

/**
 * Checkout with PAYMENT_PROVIDER=razorpay in Chromium, against the local Razorpay test double
 * (playwright.config.ts): the store's RAZORPAY_CHECKOUT_URL is the double's checkout.js, which speaks
 * Standard Checkout's interface and draws its modal in a frame on the double's origin; the handler's
 * result is signed by the double with the key secret, as Razorpay signs it.
 */
const modal = (page: Page) => page.frameLocator('[data-testid="razorpay-checkout-frame"]');
const CLOSED =
  'You closed the payment window before paying. Nothing was charged and your cart is unchanged: press PAY NOW to try again.';

/** The payment page as its own document (its CSP allows Razorpay), the ways to pay named before PAY NOW. */
async function onPaymentPage(page: Page) {
  await page.waitForFunction(
    () => (performance.getEntriesByType('navigation')[0]?.name ?? '').endsWith('/formpage'),
    undefined,
    { timeout: 10_000 },
  );
  const methods = page.getByRole('list', { name: 'Ways to pay' }).getByRole('listitem');
  await expect(methods).toHaveText(['UPI', 'Cards', 'Netbanking']);
}

/** PAY NOW, then the double's modal open for this order (₹2,999 + 18% GST); answers the order number. */
async function openCheckout(page: Page) {
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(modal(page).getByRole('heading', { level: 1 })).toHaveText('₹3,538.82');
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('checkout') ?? '{}').orderId as string);
}

async function orderStatus(page: Page, orderNumber: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const get = () => page.request.get('/api/orders', { headers: { authorization: `Bearer ${token}` } });
  // The test's own HTTP client can pick a kept-alive connection just as it drops it (a CI run saw "socket hang up",
  // ECONNRESET, with the store up): the read is asked once more on a new one. A store that is down fails both.
  const response = await get().catch((error: Error) => {
    if (!/ECONNRESET/.test(error.message)) throw error;
    return get();
  });
  const orders = (await response.json()) as Array<{ id: string; status: string }>;
  return orders.find((order) => order.id === orderNumber)?.status;
}

test.beforeEach(async ({ page }) => {
  await loginAsCustomer(page, await createCustomer(page, 'Meera Pillai'));
  await expect(page).toHaveURL(/\/$/);
  await addToCart(page, 'Chai'); // ₹2,999
  await checkoutWithPhone(page);
  await onPaymentPage(page);
});

test('pays in Standard Checkout (at UPI on a phone), lands on /sucess, and the order is paid with its invoice', async ({
  page,
}) => {
  const orderNumber = await openCheckout(page);
  // A phone opens at UPI (config.display); a desktop keeps the checkout's own order.
  await expect(modal(page).getByRole('heading', { level: 2 }).first()).toHaveText(isPhone(page) ? 'UPI' : 'Cards');
  await modal(page).getByRole('button', { name: 'Pay by UPI' }).click();
  await expect(page).toHaveURL(/\/sucess\?encResp=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByTestId('paid-amount')).toHaveText('₹3,538.82');
  expect(await orderStatus(page, orderNumber)).toBe('PAID');
  const invoice = await invoiceTextFromMyOrders(page, orderNumber);
  expect(invoice).toContain('Invoice total ₹3,538.82');
  expect(invoice).toContain('Paid by UPI (ga****@exampleupi)');
});

test('closing the checkout keeps the payment page, the cart and the order to pay, and PAY NOW opens it again', async ({
  page,
}) => {
  const orderNumber = await openCheckout(page);
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('alert')).toHaveText(CLOSED);
  await expect(page).toHaveURL(/\/formpage$/);
  await expect(page.getByTestId('pay-total')).toHaveText('₹3,538.82');
  expect(await orderStatus(page, orderNumber)).toBe('PENDING');
  await openCart(page);
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(cart.getByRole('listitem')).toContainText('Chai');
  await cart.getByRole('button', { name: 'Close cart' }).click();
  // The same order opens again.
  expect(await openCheckout(page)).toBe(orderNumber);
  await modal(page).getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/\/sucess\?encResp=/, { timeout: 20_000 });
});

test("a failed payment shows Razorpay's reason, and closing the checkout ends on /fail", async ({ page }) => {
  const orderNumber = await openCheckout(page);
  await modal(page).getByRole('button', { name: 'Fail the payment' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your payment failed: Payment failed due to incorrect card details');
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/fail\?reason=declined$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment Failed!' })).toBeVisible();
  await expect(page.getByText('Your card was declined by the bank. No money was taken.')).toBeVisible();
  expect(await orderStatus(page, orderNumber)).toBe('FAILED');
});

test('a forged checkout signature is refused: the page says so and the order is not paid', async ({ page }) => {
  await page.route('**/api/payments/razorpay/verify', async (route) => {
    const result = route.request().postDataJSON() as Record<string, string>;
    const forged = createHmac('sha256', 'not-the-key-secret')
      .update(`${result.razorpay_order_id}|${result.razorpay_payment_id}`)
      .digest('hex');
    await route.continue({ postData: JSON.stringify({ ...result, razorpay_signature: forged }) });
  });
  const orderNumber = await openCheckout(page);
  await modal(page).getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The payment could not be verified: its signature does not match this order.',
  );
  await expect(page).toHaveURL(/\/formpage$/);
  expect(await orderStatus(page, orderNumber)).toBe('PENDING');
});
