import type { Page, Route } from '@playwright/test';
import { createCustomer, expect, loginAsCustomer, test } from './fixtures';

/**
 * The spec's error catalogue (section 8), word for word, with the API made to fail the three
 * ways a network can: the request aborted, a 500 with a JSON error, a 500 whose body is not JSON.
 */
const failures = {
  aborted: (route: Route) => route.abort('failed'),
  'a 500 with a JSON error': (route: Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal error' }) }),
  'a body that is not JSON': (route: Route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }),
};
type Failure = keyof typeof failures;
/** Failures that carry no message of the server's own: the screens fall back to the spec's text. */
const withoutServerMessage: Failure[] = ['aborted', 'a body that is not JSON'];

/** The browser logs every failed request; those (and the spec's "logged only" warnings) are expected here. */
function expectOnlyFailedRequests(consoleErrors: string[]) {
  const unexpected = consoleErrors.filter(
    (text) => !/^Failed to load resource: (net::ERR_FAILED|the server responded with a status of 500)/.test(text),
  );
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

/** Makes the API call matching `path` (and `method`, when given) fail; other calls go through. */
async function failApi(page: Page, path: RegExp, failure: Failure, method?: string) {
  await page.route(
    (url) => url.pathname.startsWith('/api/') && path.test(url.pathname),
    (route) => (method && route.request().method() !== method ? route.fallback() : failures[failure](route)),
  );
}

const allFailures = Object.keys(failures) as Failure[];

/** Runs `check` once per failure kind, with the API failing that way and nothing else changed. */
async function forEachFailure(
  page: Page,
  kinds: Failure[],
  fail: (failure: Failure) => Promise<void>,
  check: (failure: Failure) => Promise<void>,
) {
  for (const failure of kinds) {
    await test.step(failure, async () => {
      await fail(failure);
      await check(failure);
      await page.unrouteAll({ behavior: 'wait' });
    });
  }
}

/**
 * The home page as the app draws it after a link inside the store: a first visit arrives with its designs
 * drawn by the server, so only a page the app draws itself asks the API for them.
 */
async function openHomeInTheApp(page: Page) {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await page.evaluate(() => {
    history.pushState({}, '', '/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
}

test('the catalogue says categories and cards could not be loaded', async ({ page, consoleErrors }) => {
  await forEachFailure(
    page,
    allFailures,
    async (failure) => {
      await failApi(page, /^\/api\/categories$/, failure);
      await failApi(page, /^\/api\/cards$/, failure);
    },
    async () => {
      await openHomeInTheApp(page);
      await expect(page.getByText('Failed to load categories. Please try again later.', { exact: true })).toBeVisible();
      await expect(page.getByText('Failed to load cards. Please try again later.', { exact: true })).toBeVisible();
    },
  );
  expectOnlyFailedRequests(consoleErrors);
});

test('the profile says it could not be fetched', async ({ page, consoleErrors }) => {
  await loginAsCustomer(page, await createCustomer(page));
  await expect(page).not.toHaveURL(/\/user-login$/);
  await forEachFailure(
    page,
    allFailures,
    (failure) => failApi(page, /^\/api\/profile$/, failure),
    async () => {
      await page.goto('/user-dashboard');
      await expect(page.getByText('Failed to fetch user profile. Please login again.', { exact: true })).toBeVisible();
    },
  );
  expectOnlyFailedRequests(consoleErrors);
});

test('My Orders shows no orders and logs the failure only', async ({ page, consoleErrors }) => {
  let warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await loginAsCustomer(page, await createCustomer(page));
  await expect(page).not.toHaveURL(/\/user-login$/);
  await forEachFailure(
    page,
    allFailures,
    (failure) => failApi(page, /^\/api\/orders$/, failure),
    async () => {
      warnings = [];
      await page.goto('/my-orders');
      await expect(page.getByText('No orders found.', { exact: true })).toBeVisible();
      await expect.poll(() => warnings.some((text) => text.startsWith('Orders could not be loaded'))).toBe(true);
    },
  );
  expectOnlyFailedRequests(consoleErrors);
});

test('Manage Users says the users could not be fetched', async ({ adminPage: page, consoleErrors }) => {
  await forEachFailure(
    page,
    allFailures,
    (failure) => failApi(page, /^\/api\/users$/, failure),
    async () => {
      await page.goto('/admin/users');
      await expect(page.getByText('Failed to fetch users. Please try again.', { exact: true })).toBeVisible();
    },
  );
  expectOnlyFailedRequests(consoleErrors);
});

test('an upload that fails says Failed to upload card', async ({ adminPage: page, consoleErrors }) => {
  await forEachFailure(
    page,
    allFailures,
    (failure) => failApi(page, /^\/api\/cards$/, failure, 'POST'),
    async () => {
      await page.goto('/products');
      const form = page.getByRole('form', { name: 'Upload a design' });
      await form.getByLabel('Title').fill('Failing Upload');
      await form.getByLabel('Price (₹)').fill('2999');
      // By name, which waits for the store's categories: the first option after the placeholder is "New category…"
      // until they have arrived (it then asks for a name, and no upload is sent).
      await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Design' });
      await form.getByLabel('Image', { exact: true }).setInputFiles({
        name: 'hero.png',
        mimeType: 'image/png',
        // A 1×1 PNG: the request never reaches the server.
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          'base64',
        ),
      });
      await form.getByRole('button', { name: 'Upload Card' }).click();
      await expect(form.getByText('Failed to upload card', { exact: true })).toBeVisible();
      await expect(form.getByLabel('Title')).toHaveValue('Failing Upload');
    },
  );
  expectOnlyFailedRequests(consoleErrors);
});

test('customer login falls back to Failed to log in', async ({ page, consoleErrors }) => {
  await forEachFailure(
    page,
    withoutServerMessage,
    (failure) => failApi(page, /^\/api\/login$/, failure),
    async () => {
      await loginAsCustomer(page, { email: 'someone@example.com', password: 'a long password here' });
      await expect(page.getByText('Failed to log in. Please try again.', { exact: true })).toBeVisible();
    },
  );
  expectOnlyFailedRequests(consoleErrors);
});

test('admin login falls back to Login failed', async ({ page, consoleErrors }) => {
  await forEachFailure(
    page,
    withoutServerMessage,
    (failure) => failApi(page, /^\/api\/admin-login$/, failure),
    async () => {
      await page.goto('/admin-login');
      await page.getByLabel('Username').fill('owner');
      await page.getByLabel('Password').fill('a long password here');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Login failed. Please try again.', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/admin-login$/);
    },
  );
  expectOnlyFailedRequests(consoleErrors);
});

test('sign-up falls back to Something went wrong', async ({ page, consoleErrors }) => {
  await forEachFailure(
    page,
    withoutServerMessage,
    (failure) => failApi(page, /^\/api\/signup$/, failure),
    async () => {
      await page.goto('/signup');
      await page.getByLabel('Name').fill('Asha Rao');
      await page.getByLabel('Email').fill('asha@example.com');
      await page.getByLabel('Password').fill('a long password here');
      await page.getByRole('button', { name: /sign up/i }).click();
      await expect(page.getByText('Something went wrong. Please try again.', { exact: true })).toBeVisible();
      // Nothing was created: the form keeps what was typed.
      await expect(page.getByLabel('Email')).toHaveValue('asha@example.com');
    },
  );
  expectOnlyFailedRequests(consoleErrors);
});

test('the profile without a session says You are not logged in', async ({ page }) => {
  // /user-dashboard sends a visitor without a session to the login; /dashboard shows the profile's own message.
  await page.goto('/dashboard');
  await expect(page.getByText('You are not logged in', { exact: true })).toBeVisible();
});

test('a category without designs says so', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/cards',
    (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', headers: { 'X-Total-Count': '0' }, body: '[]' }),
  );
  await openHomeInTheApp(page);
  await expect(page.getByText('No designs available for the selected category.', { exact: true })).toBeVisible();
});

test('a login answer with a message of its own shows that message', async ({ page, consoleErrors }) => {
  await page.route(
    (url) => url.pathname === '/api/login',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The store is busy, try again in a minute' }),
      }),
  );
  await loginAsCustomer(page, { email: 'someone@example.com', password: 'a long password here' });
  await expect(page.getByText('The store is busy, try again in a minute', { exact: true })).toBeVisible();
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !text.includes('the server responded with a status of 503')),
  );
});
