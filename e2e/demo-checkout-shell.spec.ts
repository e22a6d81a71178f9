import { orderThroughApi } from './checkout-steps';
import { expect, test } from './fixtures';
import { holdScripts } from './hold-scripts';
import { layoutShifts, watchLayoutShifts } from './layout-shifts';

/**
 * The demo provider's checkout arrives as it opens (its notice, and the status where the amount comes), drawn at
 * build time, so a slow phone shows it before the app's code has come; the app then draws over it.
 */

test("the provider's notice and its opening status show before the app's code, then the app draws the amount over them without a shift", async ({
  page,
}) => {
  const { order, total } = await orderThroughApi(page, 'Shell Buyer');
  await watchLayoutShifts(page);
  const release = await holdScripts(page);
  await page.goto(`/demo-checkout/${order.payment_session_id}`, { waitUntil: 'commit' });

  await expect(page.locator('#root')).toHaveAttribute('data-layout-shell', '');
  const notice = page.getByRole('note');
  await expect(notice).toHaveText(
    'Demo payment provider: no real money moves. Use card 4111 1111 1111 1111 to pay, 4000 0000 0000 0002 to be declined.',
  );
  await expect(page.getByRole('status')).toHaveText('Opening secure checkout…');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Measured once the page's styles are in force: the page arrives from 'commit' on, its text before its styles.
  await page.waitForFunction(() => getComputedStyle(document.body).marginLeft === '0px');
  const noticeBefore = await notice.boundingBox();
  const shiftsBefore = await layoutShifts(page);

  release();
  // Rupees with their paise, as the provider's page writes every amount (₹5,900.00, ₹5,898.82).
  const amount = total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`₹${amount}`);
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
  // Drawn over, not beside: one notice, where it was, and no opening status left.
  await expect(page.getByRole('note')).toHaveCount(1);
  await expect(page.getByText('Opening secure checkout…')).toHaveCount(0);
  expect(await page.getByRole('note').boundingBox()).toEqual(noticeBefore);
  expect(await layoutShifts(page)).toEqual(shiftsBefore);
});

test('a visitor who chose Hindi gets the notice and the opening status in Hindi, then the checkout in Hindi', async ({
  page,
  baseURL,
}) => {
  const { order } = await orderThroughApi(page, 'Shell Buyer Hindi');
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  const release = await holdScripts(page);
  await page.goto(`/demo-checkout/${order.payment_session_id}`, { waitUntil: 'commit' });

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('note')).toContainText('डेमो पेमेंट सेवा: इसमें असली पैसा नहीं कटता।');
  await expect(page.getByRole('status')).toHaveText('सुरक्षित चेकआउट खुल रहा है…');

  release();
  await expect(page.getByLabel('कार्ड नंबर')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('डेमो पेमेंट सेवा');
});
