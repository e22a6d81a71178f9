import type { Page } from '@playwright/test';
import { addToCart, fillBilling, payWithCard } from './checkout-steps';
import { expect, openCart, test } from './fixtures';
import { invoiceTextFromMyOrders } from './invoice-steps';

// GST at checkout: billing name and state, the optional GSTIN with its two messages, and the
// paid order's tax invoice downloaded from My Orders (the demo seller is in Karnataka, 29).

const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const INVALID = 'Enter a valid 15-character GSTIN.';
const OTHER_STATE = 'The GSTIN belongs to another state than the billing state.';

async function toCheckout(page: Page) {
  await addToCart(page, 'Chai');
  await openCart(page);
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Phone number').fill('9876543210');
}

/** Pays on the demo provider and answers the paid order's number from the success page. */
async function payAndGetOrderNumber(page: Page) {
  await payWithCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/sucess\?encResp=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  return (await page.getByTestId('paid-order').textContent()) ?? '';
}

test('with a GSTIN: both GSTIN messages, then IGST to Maharashtra on the invoice from My Orders', async ({
  customerPage: page,
  customer,
}) => {
  await toCheckout(page);
  await expect(page.getByLabel('Billing name')).toHaveValue(customer.name);
  await fillBilling(page, { name: 'Asha Rao' });
  await page.getByLabel('I have a GSTIN (claim input tax credit)').check();
  const gstin = page.getByLabel('GSTIN', { exact: true });
  const submit = page.getByRole('button', { name: 'Proceed to Payment' });

  await gstin.fill(MAHARASHTRA_GSTIN.toLowerCase());
  await page.getByLabel('Registered business name').fill('Rao Traders LLP');
  await submit.click();
  await expect(page.getByText(INVALID)).toBeVisible();
  await expect(gstin).toHaveAttribute('aria-invalid', 'true');
  await gstin.fill(MAHARASHTRA_GSTIN);
  await expect(page.getByText(INVALID)).toHaveCount(0);

  // Karnataka is still the billing state: the GSTIN is Maharashtra's.
  await submit.click();
  await expect(page.getByText(OTHER_STATE)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Billing state').selectOption('27');
  await expect(page.getByText(OTHER_STATE)).toHaveCount(0);
  await submit.click();
  await expect(page).toHaveURL(/\/formpage$/);

  const orderNumber = await payAndGetOrderNumber(page);
  const text = await invoiceTextFromMyOrders(page, orderNumber);
  for (const expected of [
    'Rao Traders LLP',
    'Asha Rao',
    `GSTIN: ${MAHARASHTRA_GSTIN}`,
    'Place of supply: Maharashtra (27)',
    'IGST @ 18%',
  ]) {
    expect(text, expected).toContain(expected);
  }
  expect(text).not.toContain('CGST');
});

test('without a GSTIN: a buyer in Kerala gets IGST and no recipient GSTIN; the state must be chosen', async ({
  customerPage: page,
}) => {
  await toCheckout(page);
  const submit = page.getByRole('button', { name: 'Proceed to Payment' });
  await submit.click();
  await expect(page.getByText('Choose the billing state.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillBilling(page, { name: 'Meera Nair', stateCode: '32' });
  await expect(page.getByText('Choose the billing state.')).toHaveCount(0);
  await submit.click();
  await expect(page).toHaveURL(/\/formpage$/);

  const orderNumber = await payAndGetOrderNumber(page);
  const text = await invoiceTextFromMyOrders(page, orderNumber);
  for (const expected of ['Meera Nair', 'GSTIN: not registered', 'Place of supply: Kerala (32)', 'IGST @ 18%']) {
    expect(text, expected).toContain(expected);
  }
});

test('My Orders offers no invoice for an order that is not paid', async ({ customerPage: page }) => {
  await toCheckout(page);
  await fillBilling(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/fail\?reason=declined$/, { timeout: 20_000 });
  await page.goto('/my-orders');
  const order = page.getByTestId('order').first();
  await expect(order).toContainText('FAILED');
  await expect(order.getByRole('button', { name: 'Download invoice' })).toHaveCount(0);
});
