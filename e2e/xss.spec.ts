import sharp from 'sharp';
import { admin, expect, loginAsCustomer, test } from './fixtures';

const payload = '<img src=x onerror=alert(1)>';

test('markup in design titles and customer names shows as text and runs nothing', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });

  const adminLogin = await (await page.request.post('/api/admin-login', { data: admin })).json();
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#444444' } })
    .png()
    .toBuffer();
  const title = `${payload} Design ${Date.now()}`;
  const uploaded = await page.request.post('/api/cards', {
    headers: { authorization: `Bearer ${adminLogin.token}` },
    multipart: {
      title,
      price: '1999',
      category: 'Design',
      image: { name: 'x.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(uploaded.status()).toBe(201);

  await page.goto(`/designs?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(await page.locator('article img[src="x"]').count()).toBe(0);

  const account = { name: payload, email: `xss-${Date.now()}@example.com`, password: 'xss password 1' };
  expect((await page.request.post('/api/signup', { data: account })).status()).toBe(201);
  await loginAsCustomer(page, account);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/user-dashboard');
  await expect(page.getByTestId('profile-name')).toHaveText(payload);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});
