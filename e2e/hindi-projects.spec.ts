import { paidOrderThroughApi } from './checkout-steps';
import { expect, isPhone, test } from './fixtures';

test('a customer who chose Hindi sees a plan line in the cart and a website project page in Hindi', async ({
  page,
  baseURL,
}) => {
  // The words do not depend on the width; the phone is where long Hindi words would overflow.
  test.skip(!isPhone(page), 'phone width only');
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
  await expect(page.getByRole('button', { name: 'ब्रीफ़ जमा करें' })).toBeVisible();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
