import { expect, test } from './fixtures';

// The dictionaries' own chunk (name and an 8-character hash), not the meter's chunk shared by the password forms.
const dictionaryChunk = /\/password-strength-[\w-]{8}\.js$/;

test('the sign-up strength meter names why a password would be refused, and the server refuses it too', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (dictionaryChunk.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading').first()).toBeVisible();
  // The home page never loads the password dictionaries.
  expect(chunks).toEqual([]);

  await page.goto('/signup');
  const meter = page.getByRole('meter', { name: 'Strength' });
  const verdict = page.getByTestId('password-strength');
  const email = `meter-${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill(email);
  await expect(meter).toHaveCount(0);

  await page.getByLabel('Password').fill('12345678');
  await expect(verdict).toHaveText('Too weak: This password is on a list of common passwords. Please choose another.');
  await expect(meter).toHaveAttribute('aria-valuetext', 'Too weak');
  expect(chunks).toHaveLength(1);

  await page.getByLabel('Password').fill(`${email} 2024`);
  await expect(verdict).toHaveText('Too weak: Password must not contain your email address, name or username');

  await page.getByLabel('Password').fill('quiet lantern harbour');
  await expect(verdict).toHaveText('Strong');
  await expect(meter).toHaveAttribute('value', '4');

  // The meter is a courtesy: the server decides, and its message is shown as the spec's sign-up error.
  await page.getByLabel('Password').fill('iloveyou');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password is on a list of common passwords. Please choose another.',
  );

  await page.getByLabel('Password').fill('quiet lantern harbour');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(meter).toHaveCount(0);
});
