import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './fixtures';

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
