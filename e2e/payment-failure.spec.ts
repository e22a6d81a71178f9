import type { Page } from '@playwright/test';
import { addToCart, checkoutWithPhone, fillBilling, payWithCard } from './checkout-steps';
import { createCustomer, expect, loginAsCustomer, openCart, test } from './fixtures';

const specText = 'Oops! Something went wrong. Please try again.';

async function customerAtPayment(page: Page, phone: string) {
  const account = await createCustomer(page);
  await loginAsCustomer(page, account);
  await expect(page).toHaveURL(/\/$/);
  await addToCart(page, 'Chai');
  await checkoutWithPhone(page, phone);
}

test('a declined card: the reason stays under the spec text, and Pay again returns to checkout with cart and phone', async ({
  page,
}) => {
  await customerAtPayment(page, '9812345678');
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/fail\?reason=declined$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment Failed!' })).toBeVisible();
  await expect(page.getByText(specText)).toBeVisible();
  const reason = page.getByTestId('fail-reason');
  await expect(reason).toHaveText('Your card was declined by the bank. No money was taken.');
  // It used to vanish after 2.5 s; it stays for as long as the page is shown.
  await page.waitForTimeout(4000);
  await expect(reason).toBeVisible();
  await expect(page.getByText(specText)).toBeVisible();

  await expect(page.getByRole('link', { name: 'Retry Payment' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Pay again' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByLabel('Phone number')).toHaveValue('9812345678');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/formpage$/);
  await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeEnabled();
});

test('a cancelled payment says nothing was charged', async ({ page }) => {
  await customerAtPayment(page, '9876543210');
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(/\/fail\?reason=cancelled$/, { timeout: 20_000 });
  await expect(page.getByText(specText)).toBeVisible();
  await expect(page.getByTestId('fail-reason')).toHaveText('Payment cancelled — nothing was charged');
  await expect(page.getByRole('link', { name: 'Pay again' })).toBeVisible();
});

test('the fail page without a known reason shows the spec text alone, and no Pay again with an empty cart', async ({
  page,
}) => {
  for (const address of ['/fail', '/fail?reason=constructor', '/fail?reason=%3Cb%3Ehi%3C/b%3E']) {
    await page.goto(address);
    await expect(page.getByText('Payment Failed!')).toBeVisible();
    await expect(page.getByText(specText)).toBeVisible();
    await expect(page.getByTestId('fail-reason')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pay again' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Retry Payment' })).toHaveAttribute('href', '/');
  }
});

/** The checkout form shows the details typed for the declined payment. */
async function expectDetailsFilled(page: Page) {
  await expect(page.getByLabel('Phone number')).toHaveValue('9812345678');
  await expect(page.getByLabel('Billing name')).toHaveValue('Asha Rao');
  await expect(page.getByLabel('Billing address')).toHaveValue('5 Linking Road\nMumbai 400050');
  await expect(page.getByLabel('Billing state')).toHaveValue('27');
}

test('after a decline, Pay again keeps every detail for the retry and the next order, and My Orders says why and pays again', async ({
  page,
}) => {
  const account = await createCustomer(page);
  await loginAsCustomer(page, account);
  await expect(page).toHaveURL(/\/$/);
  await addToCart(page, 'Chai');
  await openCart(page);
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Phone number').fill('9812345678');
  await fillBilling(page, { name: 'Asha Rao', address: '5 Linking Road\nMumbai 400050', stateCode: '27' });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/fail\?reason=declined$/, { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Retry Payment' })).toHaveAttribute('href', '/');

  await page.getByRole('link', { name: 'Pay again' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectDetailsFilled(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await payWithCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/sucess\?encResp=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  // The next order offers the same details.
  await addToCart(page, 'Chai');
  await page.goto('/checkout');
  await expectDetailsFilled(page);

  await page.goto('/my-orders');
  const failed = page.getByTestId('order').filter({ hasText: 'FAILED' });
  await expect(failed.getByTestId('order-failure-reason')).toHaveText(
    'Your card was declined by the bank. No money was taken.',
  );
  await expect(page.getByTestId('order').filter({ hasText: 'PAID' }).getByTestId('order-failure-reason')).toHaveCount(
    0,
  );
  await failed.getByRole('button', { name: 'Pay again' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expectDetailsFilled(page);
});
