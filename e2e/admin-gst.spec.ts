import { readFile } from 'node:fs/promises';
import { openAdminPage } from './admin-steps';
import { paidOrderThroughApi } from './checkout-steps';
import { expect, loginAsAdmin, test } from './fixtures';

test('the GST report leaves demo-provider orders out, says so, and downloads the month as a CSV', async ({ page }) => {
  await paidOrderThroughApi(page);
  await loginAsAdmin(page);
  await openAdminPage(page, 'GST report');
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);
  await expect(page.getByLabel('Month')).toHaveValue(month);
  // This store takes demo payments only: nothing is reported, and the page says what was left out.
  await expect(
    page.getByText(/^Left out: \d+ demo-provider orders? \(₹[\d,]+\.\d\d\), where no money was taken\.$/),
  ).toBeVisible();
  await expect(page.getByText('No invoices this month.')).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Invoices' }).locator('+ dd')).toHaveText('0');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`gst-report-${month}.csv`);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain('Table 7: B2C others');
  expect(csv).toMatch(/Left out: demo-provider orders \(no money taken\),\d+,\d+\.\d\d/);

  // An earlier month with no sales at all.
  await page.getByLabel('Month').fill('2030-01');
  await expect(page.getByText('No invoices this month.')).toBeVisible();
  await expect(page.getByText(/^Left out:/)).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
