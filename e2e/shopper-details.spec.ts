import { addToCart, checkoutWithPhone, paidOrderThroughApi } from './checkout-steps';
import { createCustomer, expect, isPhone, loginAsAdmin, loginAsCustomer, test } from './fixtures';

test('a login failure goes away once the fields are edited', async ({ page }) => {
  const account = await createCustomer(page);
  await page.goto('/user-login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Email').fill('');
  await page.getByLabel('Password').fill('');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('after sign-up, Log in leads on with the new email filled in when the automatic login was refused', async ({
  page,
}) => {
  const email = `onwards-${Date.now()}@example.com`;
  // Sign-up logs the newcomer in by itself; a refused login (here a rate limit) falls back to Log in.
  await page.route(
    '**/api/login',
    (route) => route.fulfill({ status: 429, contentType: 'application/json', body: '{"message":"Too many attempts"}' }),
    { times: 1 },
  );
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Meera Pillai');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a sturdy password 2026');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Name')).toHaveValue('');
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill('a sturdy password 2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('logging out empties the cart, so the next person on a shared phone starts clean', async ({
  customerPage: page,
}) => {
  await addToCart(page, 'Chai');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('checkout'))).toBeNull();
});

test('logging out forgets the checkout details kept for the next order, so the next person types their own', async ({
  customerPage: page,
}) => {
  await addToCart(page, 'Chai');
  await checkoutWithPhone(page, '9812345678');
  expect(await page.evaluate(() => localStorage.getItem('checkout-details'))).toContain('9812345678');
  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('checkout-details'))).toBeNull();

  await loginAsCustomer(page, await createCustomer(page, 'Next Person'));
  await expect(page).toHaveURL(/\/$/);
  await addToCart(page, 'Chai');
  await page.goto('/checkout');
  await expect(page.getByLabel('Phone number')).toHaveValue('');
  await expect(page.getByLabel('Billing name')).toHaveValue('Next Person');
  await expect(page.getByLabel('Billing state')).toHaveValue('');
});

test('the add-to-cart toast sits top-right below the header, clear of the cart button', async ({ page }) => {
  await page.goto('/designs?q=Chai');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  const toast = page.getByRole('alert').filter({ hasText: /added to (the )?cart/i });
  await expect(toast).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  expect(box && header && box.y >= header.y + header.height).toBe(true);
  // Right-aligned once its entrance animation has ended: its right edge near the viewport's.
  await expect
    .poll(async () => {
      const settled = await toast.boundingBox();
      return settled ? viewport.width - (settled.x + settled.width) : Number.POSITIVE_INFINITY;
    })
    .toBeLessThan(24);
  const cartButton = page.getByRole('button', { name: /^Cart/ });
  const hit = await cartButton.evaluate((button) => {
    const rect = button.getBoundingClientRect();
    const element = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return Boolean(element && button.contains(element));
  });
  expect(hit).toBe(true);
});

test('ManageOrders fits its table, Date column included, at desktop width', async ({ page }) => {
  test.skip(isPhone(page), 'phones scroll the table sideways by design');
  const { orderNumber } = await paidOrderThroughApi(page);
  await loginAsAdmin(page);
  await page.goto('/ManageOrders');
  await expect(page.getByRole('button', { name: orderNumber })).toBeVisible();
  const fit = await page.evaluate(() => {
    const table = document.querySelector('table') as HTMLTableElement;
    const frame = table.parentElement as HTMLElement;
    const date = Array.from(table.querySelectorAll('th')).find((cell) => cell.textContent === 'Date') as HTMLElement;
    return {
      overflow: frame.scrollWidth - frame.clientWidth,
      dateInside: date.getBoundingClientRect().right <= frame.getBoundingClientRect().right + 0.5,
    };
  });
  expect(fit).toEqual({ overflow: 0, dateInside: true });
});
