import type { Page } from '@playwright/test';
import { expect, isPhone, shotToLookAt, test } from './fixtures';

/** The language switch: in the header on a desktop, in the phone menu on a phone. */
async function switchLanguage(page: Page, name: 'हिंदी' | 'English') {
  if (isPhone(page)) {
    await page.getByRole('button', { name: name === 'हिंदी' ? 'Open menu' : 'मेन्यू खोलें' }).click();
    await page
      .getByRole('navigation', { name: name === 'हिंदी' ? 'Mobile' : 'मोबाइल' })
      .getByRole('link', { name })
      .click();
  } else {
    await page.getByRole('banner').getByRole('link', { name }).click();
  }
}

const languageCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;

test('a shopper switches to Hindi, browses and adds to the cart in Hindi, and switches back to English', async ({
  page,
}) => {
  await page.goto('/designs');
  await switchLanguage(page, 'हिंदी');
  await expect(page).toHaveURL(/\/hi\/designs$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हमारे डिज़ाइन देखें');
  expect(await languageCookie(page)).toBe('hi');

  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('button', { name: 'कार्ट में डालें' }).click();
  await expect(page.getByText(`${title} कार्ट में जोड़ा गया`)).toBeVisible();
  // The toast's region and close button are named in Hindi too.
  await expect(page.getByRole('region', { name: 'सूचनाएँ Alt+T' })).toBeAttached();
  await expect(page.getByRole('alert').getByRole('button', { name: 'बंद करें' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: 'कार्ट, 1 आइटम' }).click();
  const cart = page.getByRole('dialog', { name: 'आपका कार्ट' });
  await expect(cart).toContainText(title);
  await expect(cart).toContainText('कुल');
  await expect(cart.getByRole('button', { name: 'चेकआउट' })).toBeVisible();
  await cart.getByRole('button', { name: 'कार्ट बंद करें' }).click();

  await page.goto('/hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('आपके व्यवसाय की वेबसाइट');
  await expect(page.getByRole('heading', { name: 'कैटेगरी के अनुसार डिज़ाइन देखें' })).toBeVisible();
  // The choice is remembered: the English address leads to the Hindi page.
  await page.goto('/designs');
  await expect(page).toHaveURL(/\/hi\/designs$/);

  await switchLanguage(page, 'English');
  await expect(page).toHaveURL(/\/designs$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Our Designs');
  expect(await languageCookie(page)).toBe('en');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

/** Phone-width screenshots of the Hindi screens, for a person to look at. */
const shot = async (page: Page, name: string) => {
  if (isPhone(page)) await shotToLookAt(page, `hindi-${name}`, { fullPage: true });
};

test('a customer who chose Hindi signs up, buys with the demo card and opens My Orders in Hindi', async ({
  page,
  baseURL,
}) => {
  // The visitor chose Hindi before (the switch sets this cookie); sign-up and checkout keep their addresses.
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.goto('/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'अपना अकाउंट बनाएँ' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'गोपनीयता सूचना' })).toContainText('नाम, ईमेल और पासवर्ड');
  await page.getByLabel('नाम', { exact: true }).fill('आशा राव');
  await page.getByLabel('ईमेल', { exact: true }).fill(`hindi-${Date.now()}@example.com`);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('marigold kite ledger 42');
  await shot(page, '1-signup');
  await page.getByRole('button', { name: 'साइन अप करें' }).click();
  await expect(page.getByText('अकाउंट बन गया!')).toBeVisible();

  await page.goto('/hi/designs');
  await page.getByRole('article').first().getByRole('button', { name: 'कार्ट में डालें' }).click();
  await page.getByRole('button', { name: 'कार्ट, 1 आइटम' }).click();
  await page.getByRole('dialog', { name: 'आपका कार्ट' }).getByRole('button', { name: 'चेकआउट' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'चेकआउट', level: 1 })).toBeVisible();
  await page.getByLabel('फ़ोन नंबर').fill('9876543210');
  await page.getByLabel('बिलिंग पता').fill('12 MG Road\nBengaluru 560001');
  await page.getByLabel('बिलिंग राज्य').selectOption('29');
  await shot(page, '2-checkout');
  await page.getByRole('button', { name: 'पेमेंट के लिए आगे बढ़ें' }).click();
  await expect(page).toHaveURL(/\/formpage$/);
  await expect(page.getByRole('button', { name: 'अभी पेमेंट करें' })).toBeVisible();
  await expect(page.getByText('पेमेंट के तरीके')).toBeVisible();
  await shot(page, '3-formpage');
  await page.getByRole('button', { name: 'अभी पेमेंट करें' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\//);
  // The demo provider's page is in Hindi too.
  await page.getByLabel('कार्ड नंबर').fill('4111 1111 1111 1111');
  await page.getByLabel('समाप्ति तारीख').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('कार्ड पर लिखा नाम').fill('Asha Rao');
  await page.getByRole('button', { name: /^₹.* का पेमेंट करें$/ }).click();

  await expect(page).toHaveURL(/\/sucess\?encResp=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'पेमेंट हो गया' })).toBeVisible();
  const orderNumber = (await page.getByTestId('paid-order').textContent()) ?? '';
  await shot(page, '4-sucess');

  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { name: 'मेरे ऑर्डर', level: 1 })).toBeVisible();
  const order = page.getByTestId('order').filter({ hasText: orderNumber });
  await expect(order).toContainText('भुगतान हो गया');
  await expect(order).toContainText('कुल (GST सहित)');
  await shot(page, '5-my-orders');
});
