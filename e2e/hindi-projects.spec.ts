import { paidOrderThroughApi } from './checkout-steps';
import { expect, test } from './fixtures';

test('a customer who chose Hindi sees a plan line in the cart and fills a website brief in Hindi', async ({
  page,
  baseURL,
}) => {
  const { account } = await paidOrderThroughApi(page, 'आशा राव');
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);

  await page.goto('/hi/marketing');
  const pro = page.getByRole('article', { name: 'PRO PLAN', exact: true });
  await pro.getByLabel('PRO PLAN के महीने').selectOption('3');
  await pro.getByRole('button', { name: 'प्लान चुनें' }).click();
  await page.getByRole('button', { name: /^कार्ट/ }).click();
  const cart = page.getByRole('dialog', { name: 'आपका कार्ट' });
  await expect(cart.getByText('PRO PLAN — 3 महीने')).toBeVisible();
  await cart.getByRole('button', { name: 'कार्ट बंद करें' }).click();

  await page.goto('/user-login');
  await page.getByLabel('ईमेल', { exact: true }).fill(account.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(page).not.toHaveURL(/user-login/);
  await page.goto('/my-orders');
  await page.getByRole('link', { name: 'अपनी वेबसाइट का ब्रीफ़ भरें' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपकी वेबसाइट का प्रोजेक्ट');
  await expect(page.getByTestId('project-state')).toHaveText('आपके ब्रीफ़ का इंतज़ार है');
  const submit = page.getByRole('button', { name: 'ब्रीफ़ जमा करें' });
  await expect(submit).toBeVisible();
  // Nothing is wider than the screen, the phone's included.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // The brief, refused and then taken, in Hindi: a Devanagari business name and address go in as typed.
  await page.getByLabel(/^बिज़नेस का नाम/).fill('');
  await submit.click();
  await expect(page.getByText('बिज़नेस का नाम ज़रूरी है।')).toBeVisible();
  await page.getByLabel(/^बिज़नेस का नाम/).fill('शर्मा मिठाई');
  await page.getByLabel(/^वेबसाइट पर दिखाने के लिए फ़ोन नंबर/).fill('98765 43210');
  await page.getByLabel(/^वेबसाइट पर दिखाने के लिए ईमेल/).fill('owner@sharma-mithai.example');
  await page.getByLabel(/^पता/).fill('12, एमजी रोड, पुणे');
  await submit.click();
  await expect(page.getByTestId('project-state')).toHaveText('डिज़ाइन बन रहा है');
  await expect(page.getByText('शर्मा मिठाई').first()).toBeVisible();
  await expect(page.getByText('12, एमजी रोड, पुणे').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
