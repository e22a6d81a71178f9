import { addToCart } from './checkout-steps';
import { admin, createCustomer, expect, isPhone, loginAsCustomer, openCart, test } from './fixtures';

test('sign up: submit disabled until every field is filled, success clears the form, duplicate shows the server error', async ({
  page,
}) => {
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Sign Up' });
  await expect(submit).toBeDisabled();
  const email = `new-${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Meera Iyer');
  await page.getByLabel('Email').fill(email);
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password').fill('meera password');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Password')).toHaveValue('');
  // Logged in with the same details, told about the verification mail, with somewhere to go next.
  await expect(page.getByTestId('signup-next-step')).toHaveText(
    `You are logged in. We have sent a verification link to ${email}: open it to confirm your address.`,
  );
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email)).toBe(email);
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse designs' })).toHaveAttribute(
    'href',
    '/designs',
  );

  await page.getByLabel('Name').fill('Meera Again');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password').fill('meera password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
});

test('a newcomer sent to log in at checkout signs up instead and carries on to checkout, logged in', async ({
  page,
}) => {
  await addToCart(page, 'Chai');
  await openCart(page);
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  const email = `carry-on-${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Farah Khan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('farah sturdy password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page.getByText(`Account created successfully! We have sent a verification link to ${email}`),
  ).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email)).toBe(email);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
  await expect(page.getByLabel('Phone number')).toBeVisible();
});

test('sign-up and reset say each problem once, show the password on request, and explain a name of spaces', async ({
  page,
}) => {
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Sign Up' });
  await page.getByLabel('Name').fill('   ');
  await page.getByLabel('Email').fill(`spaces-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('iloveyou');
  await expect(submit).toBeDisabled();
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription(
    'Name cannot be only spaces: type your name to sign up',
  );

  await page.getByLabel('Name').fill('Ishaan Gupta');
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('');
  const common = 'This password is on a list of common passwords. Please choose another.';
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(common);
  // Once on the page: in the alert the field points to, not again beside it or in the meter.
  await expect(page.getByText(common)).toHaveCount(1);
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(common);
  await expect(page.getByTestId('password-strength')).toHaveText('Too weak');

  // A short password refused before sending: said beside the field only.
  await page.getByLabel('Password').fill('abc1');
  await submit.click();
  await expect(page.getByText('Password must be at least 8 characters')).toHaveCount(1);

  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'text');
  await expect(page.getByLabel('Password')).toHaveValue('abc1');
  await page.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');

  await page.goto('/user-login');
  await page.getByRole('main').getByLabel('Password').fill('secret words');
  await page.getByRole('main').getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('main').getByLabel('Password')).toHaveAttribute('type', 'text');

  await page.goto('/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await page.getByLabel('New password').fill('iloveyou');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByLabel('New password')).toHaveAttribute('type', 'text');
});

test('sign up forced with an empty field says so', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Only Name');
  // Forced: the disabled button is re-enabled the way a user could in the browser's tools.
  await page.getByRole('button', { name: 'Sign Up' }).evaluate((button) => button.removeAttribute('disabled'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
});

test('sign up checks the shared rules before sending: each problem beside its field, nothing sent', async ({
  page,
}) => {
  const signups: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/signup') signups.push(request.url());
  });
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Short Pass');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('abc1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email must be a valid email address');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
  await expect(page.getByLabel('Email')).toBeFocused();
  expect(signups).toEqual([]);
  // Editing a field clears its message.
  await page.getByLabel('Email').fill('short.pass@example.com');
  await expect(page.getByText('Email must be a valid email address')).toHaveCount(0);
});

test('a newcomer signs up, logs in, sees profile and dashboard, and logs out', async ({ page }) => {
  const account = await createCustomer(page, 'Kavya Menon');
  await page.goto('/user-login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  await page.route('**/api/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.email)).toBe(account.email);
  expect(await page.evaluate(() => localStorage.getItem('admin'))).toBeNull();

  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = isPhone(page) ? page.getByRole('navigation', { name: 'Mobile' }) : page.getByRole('banner');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByTestId('profile-name')).toHaveText('Kavya Menon');
  await expect(page.getByTestId('profile-email')).toHaveText(account.email);
  for (const activity of ['Login', 'Viewed Profile', 'Set Password']) {
    await expect(page.getByRole('row', { name: new RegExp(`${activity} Success`) })).toBeVisible();
  }
  await page.goto('/dashboard');
  await expect(page.getByTestId('profile-name')).toHaveText('Kavya Menon');

  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('user'),
      localStorage.getItem('admin'),
    ]),
  ).toEqual([null, null, null]);
  if (!isPhone(page)) await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('the home-page dialog logs in and links to sign up', async ({ page }) => {
  const account = await createCustomer(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Customer login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
  await expect(dialog.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Customer login' })).toHaveCount(0);
  expect(await page.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);
});

test('a customer page remembers where the visitor was going', async ({ page }) => {
  const account = await createCustomer(page);
  await page.goto('/my-orders');
  await expect(page).toHaveURL(/\/user-login$/);
  await loginAsCustomer(page, account);
  await expect(page).toHaveURL(/\/my-orders$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
  await page.goto('/user-login');
  await expect(page).toHaveURL(/\/$/);
});

test('a customer typing an admin address is sent to the admin login', async ({ customerPage: page }) => {
  for (const path of ['/admin-dashboard', '/products', '/ManageOrders', '/admin/users', '/admin/upload']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin-login$/);
  }
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('admin logs in, gets the admin header, lists users and logs out', async ({ page }) => {
  const customer = await createCustomer(page, 'Listed Customer');
  await page.goto('/admin-login');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('admin') ?? 'null')?.username)).toBe(admin.username);

  if (isPhone(page)) await page.getByRole('button', { name: 'Open admin menu' }).click();
  const nav = page.getByRole('navigation', { name: isPhone(page) ? 'Admin mobile' : 'Admin' });
  for (const name of ['Dashboard', 'Manage Products', 'Manage Users', 'ManageOrders']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  await nav.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByPlaceholder('Search by name or email').fill(customer.email);
  await expect(page.getByRole('cell', { name: customer.email })).toBeVisible();

  await page.goto('/admin-login');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto('/admin/upload');
  await expect(page.getByRole('link', { name: 'Go to Manage Products' })).toBeVisible();

  if (isPhone(page)) await page.getByRole('button', { name: 'Open admin menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('admin'))).toBeNull();
});

test('a revoked token logs the browser out on its next call', async ({ customerPage: page }) => {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.goto('/user-dashboard');
  await expect(page).toHaveURL(/\/user-login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe('/user-dashboard');
});
