import type { Page } from '@playwright/test';
import { admin, createCustomer, expect, loginAsCustomer, test } from './fixtures';

/** The erasure link kept for the customer (the e2e store has no SMTP), read through the admin's mail API. */
async function keptErasureLink(page: Page, email: string): Promise<string> {
  const login = await page.request.post('/api/admin-login', { data: admin });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const list = await (await page.request.get('/api/admin/emails', { headers })).json();
  const mail = list.emails.find((item: { kind: string; recipient: string }) => {
    return item.kind === 'erasure-link' && item.recipient === email;
  });
  const text: string = (await (await page.request.get(`/api/admin/emails/${mail.id}`, { headers })).json()).text;
  const href = /https?:\/\/\S+\/erase-account\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0];
  if (!href) throw new Error(`no erasure link in:\n${text}`);
  return new URL(href).pathname + new URL(href).search;
}

test('the profile’s privacy section: download my data until the archive is ready, then erase the account by the mailed link', async ({
  page,
}) => {
  // The store's export job looks for waiting archives every 15 seconds.
  test.setTimeout(90_000);
  const account = await createCustomer(page, 'Meera Iyer');
  await loginAsCustomer(page, account);
  await expect(page).not.toHaveURL(/\/user-login$/);
  await page.goto('/user-dashboard');
  const privacy = page.getByRole('region', { name: 'Privacy', exact: true });

  await privacy.getByRole('button', { name: 'Download my data' }).click();
  await expect(privacy.getByRole('status').filter({ hasText: 'Preparing your archive' })).toBeVisible();
  await expect(privacy.getByText(/Your archive is ready \(\d+ KB\)\. You can download it until/)).toBeVisible({
    timeout: 40_000,
  });
  await expect(privacy.getByRole('button', { name: 'Download my data' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'Download archive (ZIP)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);

  await privacy.getByRole('button', { name: 'Erase my account' }).click();
  await privacy.getByLabel('Your password').fill('not my password');
  await privacy.getByRole('button', { name: 'Email me the confirmation link' }).click();
  await expect(privacy.getByText('That is not your password.')).toBeVisible();
  await privacy.getByLabel('Your password').fill(account.password);
  await privacy.getByRole('button', { name: 'Email me the confirmation link' }).click();
  await expect(
    privacy.getByRole('status').filter({ hasText: `We have mailed a link to ${account.email}` }),
  ).toBeVisible();

  const link = await keptErasureLink(page, account.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Erase your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Erase my account now' }).click();
  await expect(page.getByText('Your account has been erased.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we keep, and why' })).toBeVisible();
  await expect(page.getByText(/CGST Act, section 36/)).toBeVisible();

  await loginAsCustomer(page, account);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
