import { readFileSync } from 'node:fs';
import { openAdminPage } from './admin-steps';
import { createCustomer, expect, isPhone, loginAsAdmin, test } from './fixtures';

test('the audit log shows admin actions on personal data newest first, fits the screen and downloads as CSV', async ({
  page,
}) => {
  const customer = await createCustomer(page, 'Audit Trail Customer');
  await loginAsAdmin(page);

  // Two actions to record: a search of the users list and its export.
  await openAdminPage(page, 'Manage Users');
  await page.getByLabel('Search by name or email').fill(customer.email);
  await expect(page.getByRole('cell', { name: customer.email })).toBeVisible();
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await exported).suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);

  await openAdminPage(page, 'Audit log');
  // This test's rows only: other tests' admins act on the same store meanwhile, and the list may be read again.
  const ours = page.getByRole('row').filter({ hasText: customer.email });
  const exportRow = ours.filter({ hasText: 'customers-export' });
  await expect(exportRow).toHaveCount(1);
  await expect(exportRow).toContainText(`customers (search "${customer.email}")`);
  await expect(exportRow).toContainText('e2e-admin');
  await expect(ours.filter({ hasText: 'customers-view' }).first()).toBeVisible();
  // Newest first: the export is listed above the search that came before it.
  const texts = await ours.allTextContents();
  expect(texts.findIndex((text) => text.includes('customers-export'))).toBeLessThan(
    texts.findLastIndex((text) => text.includes('customers-view')),
  );

  // A card per entry on a phone, a table with headings on a desktop; nothing wider than the screen.
  await expect(page.getByRole('columnheader', { name: 'Record' })).toBeVisible({ visible: !isPhone(page) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit-log.csv');
  const text = readFileSync((await file.path()) ?? '', 'utf8');
  expect(text.split('\r\n')[0]).toBe('When (UTC),Admin id,Admin,Action,Record,Detail');
  expect(text).toContain('customers-export');
  // The download itself is recorded: once the page is read again it is listed above this test's earlier export
  // (other tests' admins may have acted since, so it need not be the very first row).
  await page.reload();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'audit-log-export' }).first()).toBeVisible();
  const after = await rows.allTextContents();
  expect(after.findIndex((text) => text.includes('audit-log-export'))).toBeLessThan(
    after.findIndex((text) => text.includes('customers-export') && text.includes(customer.email)),
  );
});
