import type { Response } from '@playwright/test';
import { createCustomer, expect, isPhone, test } from './fixtures';

/** How long a page drawn on the server may take to start the app at a click, on a busy machine. */
const APP_START_MS = 30_000;

test('a customer who chose Hindi logs in and opens the dashboard and My Plans in Hindi', async ({ page, baseURL }) => {
  // The words do not depend on the width; the phone is where long Hindi words would overflow.
  test.skip(!isPhone(page), 'phone width only');
  const account = await createCustomer(page, 'आशा राव');
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.goto('/user-login');
  await page.getByLabel('ईमेल', { exact: true }).fill(account.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(page).toHaveURL(/\/(hi)?$/);

  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('नमस्ते, आशा राव');
  await expect(page.getByRole('heading', { name: 'गोपनीयता' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'मेरा अकाउंट मिटाएँ' })).toBeVisible();
  await page.getByRole('button', { name: 'सहमति दें' }).first().click();
  await expect(page.getByRole('button', { name: 'सहमति वापस लें' })).toBeVisible();
  await expect(page.getByText(/इस पेज पर दी गई/)).toBeVisible();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('link', { name: 'मेरे प्लान' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरे प्लान');
  await expect(page.getByText('आपके पास अभी कोई मार्केटिंग प्लान नहीं है।')).toBeVisible();
});

test("a form's messages are in Hindi on a Hindi visit, and an English visit downloads none of them", async ({
  page,
  baseURL,
}) => {
  test.skip(isPhone(page), 'the words do not depend on the width');
  const hindiMessage = 'ईमेल ज़रूरी है';
  const scripts: Promise<string>[] = [];
  const noteScript = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  };
  page.on('response', noteScript);
  await page.goto('/user-login');
  // The form is drawn on the server and the app starts at this click: on a busy machine, more than the usual wait.
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible({ timeout: APP_START_MS });
  // Every script the English page loads, read before the page is left.
  await page.waitForLoadState('networkidle');
  page.off('response', noteScript);
  const downloaded = await Promise.all(scripts);
  expect(downloaded.length).toBeGreaterThan(0);
  expect(downloaded.filter((script) => script.includes(hindiMessage))).toHaveLength(0);

  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.goto('/user-login');
  await page.getByRole('main').getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(page.getByText(hindiMessage)).toBeVisible({ timeout: APP_START_MS });
});
