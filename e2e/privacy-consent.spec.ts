import { expect, test } from './fixtures';

test('sign-up shows the privacy notice with unticked optional consents; the dashboard withdraws one in one click', async ({
  page,
}) => {
  await page.goto('/signup');
  const notice = page.getByRole('region', { name: 'Privacy notice' });
  await expect(notice).toContainText('Phone, billing address and GSTIN');
  await expect(notice).toContainText('Data Protection Board');
  const reminders = page.getByLabel('Reminders before a marketing plan ends');
  await expect(reminders).not.toBeChecked();
  await expect(page.getByLabel('Offers and news sent to my inbox')).not.toBeChecked();
  await reminders.check();

  const email = `consent-${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Kavya Menon');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('kavya sturdy password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByTestId('signup-next-step')).toContainText('You are logged in.');

  await page.goto('/user-dashboard');
  const privacy = page.getByRole('region', { name: 'Privacy', exact: true });
  const switchRow = (text: string) =>
    page
      .getByRole('region', { name: 'Privacy', exact: true })
      .getByRole('listitem')
      .filter({ hasText: text, has: page.getByRole('button') });
  const row = switchRow('Reminders before a marketing plan ends');
  await expect(row).toContainText('On');
  await expect(
    privacy.getByText(/Your account and orders \(needed to sell to you\): given .* at sign-up/),
  ).toBeVisible();
  await row.getByRole('button', { name: 'Withdraw' }).click();
  await expect(row).toContainText('Off');
  await expect(row.getByRole('button', { name: 'Give consent' })).toBeVisible();
  await expect(privacy.getByText(/Reminders before a marketing plan ends: given .*; withdrawn /)).toBeVisible();

  // Withdrawn on the server, not just on screen.
  await page.reload();
  await expect(switchRow('Reminders before a marketing plan ends')).toContainText('Off');
});
