import type { Page } from '@playwright/test';
import { openAdminPage } from './admin-steps';
import { createCustomer, expect, loginAsAdmin, loginAsCustomer, test } from './fixtures';

/**
 * The store without SMTP: mails are kept, an admin reads them at /admin/emails, and the links in
 * them work when followed in the browser.
 */

/** The link labelled `label` in the newest kept mail to `email` with `subject`, read by the admin. */
async function linkFromKeptMail(page: Page, email: string, subject: string, label: string): Promise<string> {
  await loginAsAdmin(page);
  await openAdminPage(page, 'Emails');
  const item = page
    .getByRole('listitem')
    .filter({ hasText: subject })
    .filter({ hasText: `To ${email}` });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Kept (no SMTP)');
  await item.getByRole('button', { name: new RegExp(subject) }).click();
  const link = item.frameLocator(`iframe[title="Email: ${subject}"]`).getByRole('link', { name: label });
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no "${label}" link in "${subject}"`);
  // The admin's session ends here: the customer follows the link on a browser of their own.
  await page.evaluate(() => localStorage.clear());
  return href;
}

test('a newcomer signs up, asks for a password reset, follows the kept mail’s link and logs in with the new password', async ({
  page,
}) => {
  const email = `reset-${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Anjali Desai');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first garden password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  // Sign-up logged the newcomer in; the reset is asked for from another visit.
  await page.evaluate(() => localStorage.clear());

  await page.goto('/user-login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(/^If an account exists for this email, we have sent a link/);

  const href = await linkFromKeptMail(page, email, 'Reset your password', 'Choose a new password');
  expect(href).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('second river password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Please log in with your new password.',
  );
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  await loginAsCustomer(page, { email, password: 'second river password' });
  await expect(page).toHaveURL(/\/$/);

  // The link worked once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(href);
  await page.getByLabel('New password').fill('third meadow password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link has already been used. Please ask for a new one.',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('the home page’s login dialog leads to /forgot-password, which answers an unknown email the same way', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Customer login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
  await dialog.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email must be a valid email address');
  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(/^If an account exists for this email, we have sent a link/);
});

test('the welcome mail’s link verifies the address, and the profile says so', async ({ page }) => {
  const account = await createCustomer(page, 'Rohan Verma');
  const href = await linkFromKeptMail(
    page,
    account.email,
    'Welcome! Please verify your email address',
    'Verify my email address',
  );
  expect(href).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}$/);

  await loginAsCustomer(page, account);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/user-dashboard');
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByRole('status')).toHaveText('We have sent you a new verification link.');

  await page.goto(href);
  await expect(page.getByRole('status')).toHaveText('Your email address is verified. Thank you!');
  await page.goto('/user-dashboard');
  await expect(page.getByText('Email verified')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);

  await page.goto(href);
  await expect(page.getByRole('alert')).toHaveText('This verification link has already been used.');
});
