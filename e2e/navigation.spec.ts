import { expect, isPhone, test } from './fixtures';

const publicPages: Array<[string, string | RegExp, string[]]> = [
  ['/', /Your business website/, ['BASIC PLAN', 'BASIC PLUS PLAN', 'STANDARD PLAN', 'PRO PLAN', '7 days']],
  ['/cards', 'All design cards', []],
  ['/designs', 'Explore Our Designs', []],
  ['/contactus', /Contact/, ['Mon-Fri 9:00-18:00', 'Sat 10:00-16:00', 'support@']],
  ['/privacypolicy', /Privacy Policy/i, ['18']],
  ['/TermsAndConditions', /Terms/, ['GST']],
  ['/TermsAndRefundPolicy', /Refund/, ['2 days', '3-5 days']],
  ['/privacytouse', 'Privacy of Use', []],
  ['/aboutus', /About/, []],
  ['/career', /Career/i, ['Frontend Developer', 'Backend Developer', 'UI/UX Designer']],
  ['/marketing', /marketing/i, ['BASIC PLAN', '₹9,999', '₹11,999', '₹14,999', '₹19,999']],
  ['/socials', /marketing/i, ['PRO PLAN']],
  ['/cart', 'Your Cart', ['Your cart is empty.']],
  ['/fail', 'Payment Failed!', ['Oops! Something went wrong. Please try again.']],
];

for (const [path, heading, texts] of publicPages) {
  test(`${path} shows its page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    for (const text of texts) await expect(page.getByRole('main')).toContainText(text);
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
  });
}

test('career openings each have an Apply Now button', async ({ page }) => {
  await page.goto('/career');
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(3);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the API answers unknown paths with JSON 404', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(await response.json()).toHaveProperty('error');
});

test('fail page retries from home', async ({ page }) => {
  await page.goto('/fail');
  await page.getByRole('link', { name: 'Retry Payment' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('hero calls to action go to /designs', async ({ page }) => {
  for (const name of ['Get Started Now', 'Explore', 'BUY Now', 'view websites']) {
    await page.goto('/');
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/designs$/);
  }
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/designs$/);
});

test('footer has every spec link', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/marketing',
    '/designs',
    '/aboutus',
    '/career',
    '/privacytouse',
    '/privacypolicy',
    '/contactus',
    '/TermsAndConditions',
    '/TermsAndRefundPolicy',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(footer.getByRole('heading', { name: 'Solutions' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Company' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Legal' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com/);
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /instagram\.com/);
});

test('FAQ opens one item at a time', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('section', { has: page.getByRole('heading', { name: /Frequently asked/i }) });
  const buttons = faq.getByRole('button');
  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
});

test('header links: desktop bar or phone sidebar without Digital Marketing, which locks scrolling', async ({
  page,
}) => {
  await page.goto('/');
  if (!isPhone(page)) {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Designs', 'ContactUs', 'AboutUs', 'Career', 'Digital Marketing']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  for (const name of ['Home', 'Designs', 'ContactUs', 'AboutUs', 'Career', 'Login']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Digital Marketing' })).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await menu.getByRole('link', { name: 'Career', exact: true }).click();
  await expect(page).toHaveURL(/\/career$/);
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test('the cart button is reachable by keyboard and names the cart', async ({ page }) => {
  await page.goto('/');
  const cartButton = page.getByRole('button', { name: /Cart, 0 items/ });
  await cartButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeHidden();
});
