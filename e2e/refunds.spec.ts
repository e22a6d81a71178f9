import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { paidOrderThroughApi } from './checkout-steps';
import { expect, loginAsAdmin, loginAsCustomer, test } from './fixtures';

async function expectPdf(download: Download, filename: string) {
  expect(download.suggestedFilename()).toBe(filename);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('an admin refunds a paid order and downloads its credit note; the customer sees it refunded', async ({ page }) => {
  const { account, orderNumber } = await paidOrderThroughApi(page, 'Refund Buyer');
  await loginAsAdmin(page);
  await page.goto('/ManageOrders');
  await page.getByPlaceholder('Order number, phone or email').fill(orderNumber);
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toContainText('PAID');
  await row.getByRole('button', { name: orderNumber }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog.getByRole('button', { name: 'Download credit note' })).toHaveCount(0);

  // "Refund" asks first; keeping the order changes nothing.
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirm = dialog.getByRole('alertdialog', { name: /^Refund ₹[\d,.]+ to Refund Buyer\?$/ });
  await expect(confirm).toBeVisible();
  // The design's project, still waiting for its brief, goes with the refund, and the dialog says so first.
  await expect(confirm.getByTestId('refund-work-warning')).toHaveText(
    'Its project not yet delivered will be cancelled, and the customer told by mail.',
  );
  await confirm.getByRole('button', { name: 'Keep the order' }).click();
  await expect(confirm).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  // Confirmed twice: first the reason (required), then a last check.
  await confirm.getByRole('button', { name: 'Continue to refund' }).click();
  await expect(confirm.getByText('Give the reason for the refund.')).toBeVisible();
  await confirm.getByLabel('Reason (printed on the credit note)').fill('Bought the wrong design');
  await confirm.getByRole('button', { name: 'Continue to refund' }).click();
  await expect(confirm).toContainText('Last check: refund ₹');
  await expect(confirm).toContainText('“Bought the wrong design”');
  await confirm.getByRole('button', { name: /^Yes, refund ₹/ }).click();

  await expect(dialog.getByText('REFUNDED', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('REFUND · admin-refund · SUCCESS');
  await expect(dialog.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  const [creditNote] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download credit note' }).click(),
  ]);
  await expectPdf(creditNote, `credit-note-${orderNumber}.pdf`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) })).toContainText('REFUNDED');

  // The customer's My Orders shows the order refunded, with the credit note to download.
  await page.evaluate(() => window.localStorage.clear());
  await loginAsCustomer(page, account);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-orders');
  const order = page.getByTestId('order').filter({ hasText: orderNumber });
  await expect(order).toContainText('REFUNDED');
  // The project the order paid for is closed, and says why.
  await expect(page.getByText('Order refunded')).toBeVisible();
  const [customerCopy] = await Promise.all([
    page.waitForEvent('download'),
    order.getByRole('button', { name: 'Download credit note' }).click(),
  ]);
  await expectPdf(customerCopy, `credit-note-${orderNumber}.pdf`);
  // The tax invoice it reverses stays downloadable beside it.
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    order.getByRole('button', { name: 'Download invoice' }).click(),
  ]);
  await expectPdf(invoice, `invoice-${orderNumber}.pdf`);
});
