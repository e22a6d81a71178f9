import { appStarted, watchAppStart } from './app-start';
import { createCustomer, expect, test } from './fixtures';
import { holdScripts } from './hold-scripts';

/**
 * The login and sign-up forms arrive drawn on the server, in the language the visitor chose: a phone shows the
 * form before the app's code has come, and what the visitor types, ticks and sends meanwhile reaches the app.
 */

test('the login form is there before the app; typed and sent meanwhile, it logs the customer in once the app has come', async ({
  page,
}) => {
  const account = await createCustomer(page);
  const release = await holdScripts(page);
  await page.goto('/user-login', { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { name: 'Customer login' })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-layout-shell');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Held for the app: the form is not sent by the browser, so nothing typed goes into an address.
  await expect(page).toHaveURL(/\/user-login$/);

  release();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});

test('when the app cannot load, the login form is not sent by the browser: the password never goes into an address', async ({
  page,
  consoleErrors,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/user-login');
  await page.getByLabel('Email').fill('meera@example.com');
  await page.getByLabel('Password').fill('meera sturdy password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.keyboard.press('Enter');
  await page.waitForTimeout(500);
  expect(page.url()).not.toContain('sturdy');
  await expect(page).toHaveURL(/\/user-login$/);
  // The scripts refused here are the failed loads the browser reports.
  expect(consoleErrors.length).toBeGreaterThan(0);
  expect(consoleErrors.every((text) => text.startsWith('Failed to load resource: net::ERR_FAILED'))).toBe(true);
  consoleErrors.length = 0;
});

test('sign-up keeps what was typed and ticked before the app came, and sends it', async ({ page }) => {
  await watchAppStart(page);
  const release = await holdScripts(page);
  await page.goto('/signup', { waitUntil: 'commit' });

  const reminders = page.getByLabel('Reminders before a marketing plan ends');
  await reminders.check();
  await expect(reminders).toBeChecked();
  await page.getByLabel('Name').fill('Meera Pillai');
  await page.getByLabel('Email').fill(`drawn-signup-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('meera sturdy password');

  release();
  await appStarted(page);
  await expect(reminders).toBeChecked();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByTestId('signup-next-step')).toContainText('You are logged in.');

  await page.goto('/user-dashboard');
  const row = (text: string) =>
    page
      .getByRole('region', { name: 'Privacy', exact: true })
      .getByRole('listitem')
      .filter({ hasText: text, has: page.getByRole('button') });
  await expect(row('Reminders before a marketing plan ends')).toContainText('On');
  await expect(row('Offers and news sent to my inbox')).toContainText('Off');
});

test('a visitor who chose Hindi gets sign-up drawn in Hindi at its one address, and the app keeps it Hindi', async ({
  page,
  baseURL,
}) => {
  await watchAppStart(page);
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  const release = await holdScripts(page);
  await page.goto('/signup', { waitUntil: 'commit' });

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const heading = page.getByRole('heading', { name: 'अपना अकाउंट बनाएँ' });
  await expect(heading).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-layout-shell');

  release();
  // The first touch starts the app, which takes the page over as drawn (a redraw would be a console error).
  await page.getByRole('textbox').first().click();
  await appStarted(page);
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a logged-in customer opening the login page is taken to the home page', async ({ customerPage: page }) => {
  await page.goto('/user-login');
  await expect(page).toHaveURL(/\/$/);
});
