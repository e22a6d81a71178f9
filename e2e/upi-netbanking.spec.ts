import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { addToCart, checkoutWithPhone } from './checkout-steps';
import { expect, isPhone, test } from './fixtures';

// Chai & Chaat Corner: ₹2,999 + 18% GST = ₹3,538.82.
const AMOUNT = '3538.82';
const upiUri = (orderNumber: string) =>
  `upi://pay?pa=siteinminutes%40demopg&pn=SiteInMinutes&am=${AMOUNT}&tr=${orderNumber}&cu=INR`;

/** From an empty cart to the demo provider's hosted checkout; answers the order number it shows. */
async function openDemoCheckout(page: Page) {
  await addToCart(page, 'Chai');
  await checkoutWithPhone(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\//);
  const order =
    (await page
      .getByText(/^Order ORD-/)
      .first()
      .textContent()) ?? '';
  return order.replace('Order ', '');
}

/** Reads the QR code on screen as a phone's camera would: a screenshot of it, decoded by jsQR. */
async function scanQr(page: Page): Promise<string | undefined> {
  const shot = PNG.sync.read(await page.getByRole('img', { name: 'UPI QR code' }).screenshot());
  return jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data;
}

/** Starts the UPI request the way the width offers it: the QR code on a desktop, an app's link on a phone. */
async function startUpi(page: Page, orderNumber: string) {
  const upi = page.getByRole('region', { name: 'UPI' });
  if (isPhone(page)) {
    await expect(upi.getByRole('link', { name: 'Pay with any UPI app' })).toHaveAttribute('href', upiUri(orderNumber));
    await expect(upi.getByRole('link', { name: 'PhonePe' })).toHaveAttribute(
      'href',
      upiUri(orderNumber).replace('upi://pay?', 'phonepe://pay?'),
    );
    await upi.getByRole('link', { name: 'Google Pay' }).click();
    await expect(upi.getByText('Demo: you are now in Google Pay')).toBeVisible();
  } else {
    await upi.getByRole('button', { name: 'Show UPI QR code' }).click();
    await expect(upi.getByRole('img', { name: 'UPI QR code' })).toBeVisible();
    expect(await scanQr(page)).toBe(upiUri(orderNumber));
    await expect(upi).toContainText('SiteInMinutes');
    await expect(upi).toContainText('₹3,538.82');
  }
  await expect(upi.getByText(/^Request expires in/)).toContainText(/4:5\d|5:00/);
  return upi;
}

test('UPI comes first, then cards, then netbanking', async ({ customerPage: page }) => {
  await openDemoCheckout(page);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['UPI', 'Cards', 'Netbanking']);
});

test('a purchase paid by UPI (intent on a phone, QR on a desktop) ends PAID with the masked UPI id on My Orders', async ({
  customerPage: page,
}) => {
  const orderNumber = await openDemoCheckout(page);
  const upi = await startUpi(page, orderNumber);
  await upi.getByRole('button', { name: 'Approve in app (demo)' }).click();
  await expect(page).toHaveURL(/\/sucess\?encResp=/, { timeout: 20_000 });
  await expect(page.getByTestId('paid-order')).toHaveText(orderNumber);
  await page.goto('/my-orders');
  const order = page.getByTestId('order').filter({ hasText: orderNumber });
  await expect(order).toContainText('PAID');
  // The fixture's customer is "Test Customer": Google Pay (phone) and the QR's default app are @okaxis.
  await expect(order).toContainText(/Paid by UPI \(te\*\*\*\*@okaxis\) on \d{1,2} [A-Z][a-z]{2,3} \d{4}/);
});

test('a UPI request declined in the app ends on /fail with the UPI reason and the order FAILED', async ({
  customerPage: page,
}) => {
  const orderNumber = await openDemoCheckout(page);
  const upi = await startUpi(page, orderNumber);
  await upi.getByRole('button', { name: 'Decline in app (demo)' }).click();
  await expect(page.getByRole('alert')).toHaveText('The payment was declined in your UPI app. No money was taken.');
  await expect(page).toHaveURL(/\/fail\?reason=upi-declined$/, { timeout: 20_000 });
  await expect(page.getByTestId('fail-reason')).toHaveText(
    'The payment was declined in your UPI app. No money was taken.',
  );
  await page.goto('/my-orders');
  const order = page.getByTestId('order').filter({ hasText: orderNumber });
  await expect(order).toContainText('FAILED');
  await expect(order).toContainText('The payment was declined in your UPI app.');
});

test('a UPI request left unanswered expires when its countdown ends, and the order ends EXPIRED', async ({
  customerPage: page,
}) => {
  await page.clock.install();
  const orderNumber = await openDemoCheckout(page);
  await startUpi(page, orderNumber);
  await page.clock.fastForward('05:01');
  await expect(page.getByRole('alert')).toHaveText(
    'The UPI request expired before it was approved. No money was taken.',
  );
  await page.clock.fastForward('00:05');
  await expect(page).toHaveURL(/\/fail\?reason=upi-expired$/, { timeout: 20_000 });
  await page.goto('/my-orders');
  const order = page.getByTestId('order').filter({ hasText: orderNumber });
  await expect(order).toContainText('EXPIRED');
  await expect(order).toContainText('The UPI request expired before it was approved.');
});

test("a purchase paid by netbanking on the bank's page ends PAID with the bank on My Orders", async ({
  customerPage: page,
}) => {
  const orderNumber = await openDemoCheckout(page);
  const netbanking = page.getByRole('region', { name: 'Netbanking' });
  await netbanking.getByLabel('Your bank').selectOption({ label: 'HDFC Bank' });
  await netbanking.getByRole('button', { name: 'Continue to bank' }).click();
  await expect(page.getByRole('heading', { name: 'HDFC Bank NetBanking (demo)' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment (demo)' }).click();
  await expect(page).toHaveURL(/\/sucess\?encResp=/, { timeout: 20_000 });
  await page.goto('/my-orders');
  const order = page.getByTestId('order').filter({ hasText: orderNumber });
  await expect(order).toContainText('PAID');
  await expect(order).toContainText(/Paid by netbanking \(HDFC Bank\) on /);
});
