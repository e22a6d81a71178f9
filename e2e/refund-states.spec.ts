import type { Route } from '@playwright/test';
import { paidOrderThroughApi } from './checkout-steps';
import { expect, loginAsAdmin, test } from './fixtures';

/**
 * ManageOrders while the provider settles a refund. The demo provider refunds at once, so the provider's
 * PENDING and FAILED answers (Cashfree's) are played by rewriting the store's own answers for this order.
 */
const refundOf = (orderNumber: string, status: 'PENDING' | 'FAILED', extra: object) => ({
  refundId: `refund-${orderNumber}`,
  status,
  reason: 'Bought the wrong design',
  amount: 1,
  requestedAt: new Date().toISOString(),
  settledAt: null,
  ...extra,
});

/** Answers with the order as the store has it now, as PAID with this refund state. */
async function answerWith(route: Route, detailUrl: string, status: number, refund: object, extra: object = {}) {
  const real = await route.fetch({ url: detailUrl, method: 'GET' });
  const order = await real.json();
  await route.fulfill({ status, json: { ...order, status: 'PAID', refund, ...extra } });
}

test('a pending refund shows "Refund pending"; a failed one shows why and offers Refund again', async ({ page }) => {
  const { orderNumber } = await paidOrderThroughApi(page, 'Pending Refund Buyer');
  await loginAsAdmin(page);
  const detailUrl = new URL(`/api/admin/orders/${orderNumber}`, page.url()).toString();
  const pending = refundOf(orderNumber, 'PENDING', { providerStatus: 'PENDING', message: null });
  await page.route(`**/api/admin/orders/${orderNumber}/refund`, (route) =>
    answerWith(route, detailUrl, 202, pending, {
      message: 'The payment provider accepted the refund and is processing it.',
    }),
  );
  await page.goto('/ManageOrders');
  await page.getByPlaceholder('Order number, phone or email').fill(orderNumber);
  await page
    .getByRole('row', { name: new RegExp(orderNumber) })
    .getByRole('button', { name: orderNumber })
    .click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog.getByRole('status')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirm = dialog.getByRole('alertdialog');
  await confirm.getByLabel('Reason (printed on the credit note)').fill('Bought the wrong design');
  await confirm.getByRole('button', { name: 'Continue to refund' }).click();
  await confirm.getByRole('button', { name: /^Yes, refund ₹/ }).click();

  // Taken on, not done: no second Refund, the order still PAID, a re-check offered instead.
  await expect(dialog.getByRole('status')).toContainText('Refund pending');
  await expect(dialog.getByRole('status')).toContainText('when the provider confirms it');
  await expect(dialog.getByText('PAID', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Download credit note' })).toHaveCount(0);

  // The bank fails it: the re-check says why, and the Refund button is back.
  const failed = refundOf(orderNumber, 'FAILED', {
    providerStatus: 'FAILED',
    message: 'Refund failed at the bank: the card account is closed',
  });
  await page.route(`**/api/admin/orders/${orderNumber}/recheck`, (route) => answerWith(route, detailUrl, 200, failed));
  await dialog.getByRole('button', { name: 'Re-check refund' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Refund failed: Refund failed at the bank: the card account is closed',
  );
  await expect(dialog.getByRole('status')).toHaveCount(0);

  // Refunding again reaches the store itself, and the demo provider refunds at once.
  await page.unroute(`**/api/admin/orders/${orderNumber}/refund`);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await confirm.getByLabel('Reason (printed on the credit note)').fill('Second try');
  await confirm.getByRole('button', { name: 'Continue to refund' }).click();
  await confirm.getByRole('button', { name: /^Yes, refund ₹/ }).click();
  await expect(dialog.getByText('REFUNDED', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download credit note' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});
