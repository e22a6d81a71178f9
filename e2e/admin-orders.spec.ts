import { readFile } from 'node:fs/promises';
import { paidOrderThroughApi } from './checkout-steps';
import { expect, isPhone, loginAsAdmin, test } from './fixtures';

test('a paid demo order shows on ManageOrders with its events and in the dashboard figures', async ({ page }) => {
  const { orderNumber } = await paidOrderThroughApi(page);
  await loginAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Sales per month' })).toBeVisible();
  // The demo provider takes no money: its orders are counted apart from revenue and real paid orders.
  await expect(
    page.getByRole('img', { name: /^Paid orders per month: .*; demo orders, no money taken: \d{4}-\d{2}: [1-9]/ }),
  ).toBeAttached();
  await expect(page.getByTestId('tile-demo-payments')).toHaveText(/^₹[1-9]/);
  await expect(page.getByTestId('tile-demo-note')).toHaveText(/^[1-9]\d* demo orders?: no money taken$/);
  await expect(page.getByTestId('tile-total-revenue')).toHaveText(/^₹0(\.00)?$/);
  await expect(page.getByTestId('tile-paid-orders')).toHaveText('0');
  for (const name of ['Revenue per month', 'Orders by status', 'Designs by category']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }

  await page.goto('/ManageOrders');
  await page.getByPlaceholder('Order number, phone or email').fill(orderNumber);
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toContainText('PAID');
  await expect(row).toContainText('9988776655');
  await expect(row).toContainText(/demo_pay_/);
  await expect(row.getByTitle('Demo payment: no money was taken')).toHaveText('Demo');
  await row.getByRole('button', { name: orderNumber }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog).toContainText('PAYMENT_SUCCESS_WEBHOOK');
  await expect(dialog.getByTitle('Demo payment: no money was taken')).toBeVisible();
  // The tax invoice of the paid order, as a PDF that says it was a demo payment.
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download invoice' }).click(),
  ]);
  expect(invoice.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
  const pdf = await readFile((await invoice.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.keyboard.press('Escape');

  await page.getByLabel('Filter by status').selectOption('FAILED');
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) })).toHaveCount(0);
  if (isPhone(page)) return;
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});
