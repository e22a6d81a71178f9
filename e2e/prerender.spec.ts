import { createCustomer, expect, isPhone, loginAsCustomer, test } from './fixtures';

test.describe('without JavaScript, the prerendered pages already show their content', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the hero, the catalogue heading loading its designs, and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your business website');
    await expect(page.getByRole('heading', { name: 'Browse designs by category' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Loading designs…');
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
  });

  test('/designs shows its heading and the footer', async ({ page }) => {
    await page.goto('/designs');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Explore Our Designs');
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
  });
});

test('the prerendered home page comes alive: typing, designs, plans and the cart work', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('typing-headline')).not.toHaveText(/^\s*$/);
  await expect(page.getByRole('main')).toContainText('BASIC PLAN');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await firstCard.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a logged-in customer gets their own header once the prerendered page hydrates', async ({ page }) => {
  test.skip(isPhone(page), 'the account links live in the phone menu');
  const account = await createCustomer(page);
  await loginAsCustomer(page, account);
  await expect(page).not.toHaveURL(/user-login/);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('/designs shows the first page sent with it, then asks the API for page 2 in the same order', async ({ page }) => {
  const cardRequests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/cards') cardRequests.push(url);
  });
  await page.goto('/designs');
  const titles = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(12);
  expect(cardRequests).toEqual([]);
  const sent = JSON.parse((await page.locator('#first-designs').textContent()) ?? '{}');
  expect(await titles.allTextContents()).toEqual(sent.cards.map((card: { title: string }) => card.title));

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => cardRequests.length).toBeGreaterThan(0);
  expect(cardRequests.every((url) => url.searchParams.get('seed') === String(sent.seed))).toBe(true);
});
