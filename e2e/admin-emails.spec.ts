import { openAdminPage } from './admin-steps';
import { paidOrderThroughApi } from './checkout-steps';
import { expect, loginAsAdmin, test } from './fixtures';

test('without SMTP a paid order’s mails are kept and an admin reads them under Emails', async ({ page }) => {
  const { orderNumber } = await paidOrderThroughApi(page);
  await loginAsAdmin(page);
  await openAdminPage(page, 'Emails');
  await expect(page.getByText('No mail server is set (SMTP_URL), so emails are kept here and not sent.')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: `Order ${orderNumber} confirmed` });
  await expect(item).toContainText('Kept (no SMTP)');
  await expect(item).toContainText(/To e2e-\d+-\d+@example\.com/);
  await item.getByRole('button', { name: new RegExp(`Order ${orderNumber} confirmed`) }).click();
  const message = item.frameLocator(`iframe[title="Email: Order ${orderNumber} confirmed"]`);
  await expect(message.getByText(`Thank you for your order, Dashboard Buyer`)).toBeVisible();
  await expect(message.getByText(orderNumber, { exact: true })).toBeVisible();
  // The next step: the design's brief, linked to its project.
  await expect(message.getByRole('link', { name: new RegExp(`^${orderNumber}-1 · `) })).toHaveAttribute(
    'href',
    /\/projects\/[0-9a-f-]{36}$/,
  );
  await expect(message.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', /\/my-orders$/);
  // The frame runs no script and cannot reach the store's pages.
  await expect(item.locator('iframe')).toHaveAttribute('sandbox', '');
  await item.getByRole('button', { name: 'Text' }).click();
  await expect(item.getByText(/Total: ₹[\d,]+\.\d\d/)).toBeVisible();
  // The page fits the phone's width: nothing scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
