import { readFile } from 'node:fs/promises';
import { addToCart, checkoutWithPhone, fillBilling, payWithCard } from './checkout-steps';
import { createCustomer, expect, loginAsCustomer, openCart, test } from './fixtures';

test('a customer buys two designs with the demo provider and sees the order PAID', async ({ page }) => {
  const account = await createCustomer(page, 'Priya Nair');
  await loginAsCustomer(page, account);
  await expect(page).toHaveURL(/\/$/);
  await addToCart(page, 'Skyline Realty'); // ₹14,999
  await addToCart(page, 'Chai'); // ₹2,999
  await checkoutWithPhone(page);
  // subtotal 17,998 + GST 3,239.64 = 21,237.64
  await expect(page.getByTestId('pay-total')).toHaveText('₹21,237.64');
  await page.reload();
  await expect(page.getByTestId('pay-total')).toHaveText('₹21,237.64');

  // The spec's new-order call: the cart total, the phone and the items' titles joined by a comma.
  const newOrder = page.waitForRequest((request) => request.url().endsWith('/api/new-order'));
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  expect((await newOrder).postDataJSON()).toMatchObject({
    cartTotal: 21237.64,
    phone: expect.any(String),
    titles: expect.stringMatching(/^(Skyline Realty, Chai & Chaat Corner|Chai & Chaat Corner, Skyline Realty)$/),
  });
  await expect(page).toHaveURL(/\/demo-checkout\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('₹21,237.64');
  await expect(page.getByText(/Order ORD-\d{8}-/)).toBeVisible();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Priya Nair');
  await page.getByRole('button', { name: 'Pay ₹21,237.64' }).click();

  await expect(page).toHaveURL(/\/sucess\?encResp=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByTestId('paid-amount')).toHaveText('₹21,237.64');
  const orderNumber = await page.getByTestId('paid-order').textContent();
  await expect(page.getByText('Priya Nair')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  // The tax invoice straight from the success page.
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download invoice' }).click(),
  ]);
  expect(invoice.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
  expect((await readFile((await invoice.path()) ?? '')).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.goto('/my-orders');
  const order = page.getByTestId('order').filter({ hasText: orderNumber ?? '' });
  await expect(order).toContainText('PAID');
  await expect(order).toContainText('Skyline Realty');
  await expect(order).toContainText('₹21,237.64');
});

test('a declined card ends on /fail with the order FAILED', async ({ customerPage: page }) => {
  await addToCart(page, 'Chai');
  await checkoutWithPhone(page);
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('declined');
  await expect(page).toHaveURL(/\/fail\?reason=declined$/, { timeout: 20_000 });
  await expect(page.getByText('Oops! Something went wrong. Please try again.')).toBeVisible();
  await page.goto('/my-orders');
  await expect(page.getByTestId('order').first()).toContainText('FAILED');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a cancelled payment ends on /fail with the order CANCELLED', async ({ customerPage: page }) => {
  await addToCart(page, 'Chai');
  await checkoutWithPhone(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(/\/fail\?reason=cancelled$/, { timeout: 20_000 });
  await page.goto('/my-orders');
  await expect(page.getByTestId('order').first()).toContainText('CANCELLED');
});

test('an anonymous visitor checks out through login and comes back to checkout', async ({ page }) => {
  const account = await createCustomer(page);
  await addToCart(page, 'Chai');
  await openCart(page);
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('order-total')).toHaveText('₹3,538.82');
});

test('the phone number is required and must have exactly 10 digits; the error clears on edit', async ({
  customerPage: page,
}) => {
  await addToCart(page, 'Chai');
  await page.goto('/checkout');
  await fillBilling(page);
  const submit = page.getByRole('button', { name: 'Proceed to Payment' });
  await submit.click();
  await expect(page.getByText('Phone number is required.')).toBeVisible();
  await page.getByLabel('Phone number').fill('12345');
  await expect(page.getByText('Phone number is required.')).toHaveCount(0);
  await submit.click();
  await expect(page.getByText('Enter a valid 10-digit phone number.')).toBeVisible();
  await page.getByLabel('Phone number').fill('98765abcde');
  await expect(page.getByText('Enter a valid 10-digit phone number.')).toHaveCount(0);
  await submit.click();
  await expect(page.getByText('Enter a valid 10-digit phone number.')).toBeVisible();
  await page.getByLabel('Phone number').fill('9876543210');
  await submit.click();
  await expect(page).toHaveURL(/\/formpage$/);
});

test('Indian phone formats: +91, 0, spaces and dashes are taken as typed and paid with the 10 digits; 0000000000 and 5123456789 are refused', async ({
  customerPage: page,
}) => {
  await addToCart(page, 'Chai');
  await page.goto('/checkout');
  await fillBilling(page);
  const phone = page.getByLabel('Phone number');
  const submit = page.getByRole('button', { name: 'Proceed to Payment' });
  const invalid = page.getByText('Enter a valid 10-digit phone number.');

  for (const impossible of ['0000000000', '5123456789']) {
    await phone.fill('');
    await phone.pressSequentially(impossible);
    await submit.click();
    await expect(invalid).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  }
  await phone.press('End');
  await phone.press('Backspace');
  await expect(invalid).toHaveCount(0);

  // Typed key by key, as on a phone's keypad: nothing is cut at 10 characters.
  await phone.fill('');
  await phone.pressSequentially('098765-43210');
  await expect(phone).toHaveValue('098765-43210');
  await submit.click();
  await expect(page).toHaveURL(/\/formpage$/);
  await expect(page.getByText('9876543210', { exact: true })).toBeVisible();

  await page.goto('/checkout');
  await phone.fill('');
  await phone.pressSequentially('+91 98765 43210');
  await expect(phone).toHaveValue('+91 98765 43210');
  await submit.click();
  await expect(page).toHaveURL(/\/formpage$/);
  await expect(page.getByText('9876543210', { exact: true })).toBeVisible();
  const newOrder = page.waitForRequest((request) => request.url().endsWith('/api/new-order'));
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  expect((await newOrder).postDataJSON().phone).toBe('9876543210');
  await expect(page).toHaveURL(/\/demo-checkout\//);
});

test('the demo checkout rejects a bad card number, a past expiry and a short CVV', async ({ customerPage: page }) => {
  await addToCart(page, 'Chai');
  await checkoutWithPhone(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await page.getByLabel('Card number').fill('4111 1111 1111 1112');
  await page.getByLabel('Expiry').fill('01/20');
  await page.getByLabel('CVV').fill('12');
  await page.getByLabel('Name on card').fill('Test Buyer');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Enter a valid card number.')).toBeVisible();
  await expect(page.getByText('This card has expired.')).toBeVisible();
  await expect(page.getByText('Enter the 3 or 4 digit CVV.')).toBeVisible();
  await expect(page).toHaveURL(/\/demo-checkout\//);
});

test('a spoofed success link for an unpaid order shows Failed', async ({ page }) => {
  await page.goto('/sucess?encResp=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('Unfortunately, the payment was not successful. Please try again.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the success page shows Error when the request fails', async ({ page, consoleErrors }) => {
  await page.route('**/api/payment-response', (route) => route.abort());
  await page.goto('/success?encResp=whatever');
  await expect(page.getByRole('heading', { name: 'Error occurred' })).toBeVisible();
  await expect(page.getByText('There was an error processing your payment. Please contact support.')).toBeVisible();
  // The network failure this test causes on purpose is reported by the browser.
  expect(consoleErrors).toEqual(['Failed to load resource: net::ERR_FAILED']);
  consoleErrors.length = 0;
});
