import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

interface Account {
  name: string;
  email: string;
  password: string;
}

interface StoreFixtures {
  consoleErrors: string[];
  /** A new customer, logged in on `page` through the login page, on the home page. */
  customer: Account;
  /** `page` with a new customer logged in, for tests that need no details of the account. */
  customerPage: Page;
  /** `page` logged in as the admin, on the dashboard. */
  adminPage: Page;
}

/**
 * Every test starts with an empty cart, and fails on any console error or
 * uncaught page error (a broken page must never pass quietly).
 */
export const test = base.extend<StoreFixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // The browser reports every 4xx API answer (a wrong password, a taken email) as a console
        // error; the screens handle those, so only other errors count.
        const expectedHttpError = /^Failed to load resource: the server responded with a status of 4\d\d/.test(
          message.text(),
        );
        if (message.type() === 'error' && !expectedHttpError) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  customer: async ({ page }, use) => {
    const account = await createCustomer(page);
    await loginAsCustomer(page, account);
    await expect(page).toHaveURL(/\/$/);
    await use(account);
  },
  // Asking for `customer` is what creates and logs in the account.
  customerPage: async ({ page, customer: _loggedIn }, use) => {
    await use(page);
  },
  adminPage: async ({ page }, use) => {
    await loginAsAdmin(page);
    await use(page);
  },
});

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

/**
 * A screenshot for a person to look at, named by the test's project, taken only when E2E_SHOTS names a folder:
 * the suite's own checks need none, and a full page at a phone's pixel ratio costs a CI run CPU.
 */
export async function shotToLookAt(target: Page | Locator, name: string, { fullPage = false } = {}) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  const file = path.join(folder, `${name}-${test.info().project.name}.png`);
  await ('goto' in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
}

/** Opens the cart panel from the header. */
export async function openCart(page: Page) {
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
}

export const admin = { username: 'e2e-admin', password: 'marigold ledger 2931' };

/** Logs the admin in through /admin-login and waits for the dashboard. */
export async function loginAsAdmin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

let accountCounter = 0;
/** Creates a customer through the API and returns its credentials. */
export async function createCustomer(page: Page, name = 'Test Customer'): Promise<Account> {
  accountCounter += 1;
  const account = { name, email: `e2e-${Date.now()}-${accountCounter}@example.com`, password: 'e2e customer password' };
  const response = await page.request.post('/api/signup', { data: account });
  expect(response.status()).toBe(201);
  return account;
}

/** Logs a customer in through the login page. */
export async function loginAsCustomer(page: Page, account: { email: string; password: string }) {
  await page.goto('/user-login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}
