import { checkoutWithPhone } from './checkout-steps';
import { createCustomer, expect, isPhone, loginAsCustomer, test } from './fixtures';
import { appNotStarted, holdTheApp } from './hold-the-app';

test('the FAQ answers the first tap while the app is still loading, one item at a time', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/');
  const faq = page.locator('section', { has: page.getByRole('heading', { name: /Frequently asked/i }) });
  const buttons = faq.getByRole('button');
  await buttons.nth(0).click();
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  await expect(faq.getByRole('region').first()).toBeVisible();
  expect(await appNotStarted(page)).toBe(true);
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  // The app, once it has loaded, goes on from what the page shows.
  release();
  await expect(page.getByRole('button', { name: /^Cart/ })).toBeVisible();
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
});

test('the phone menu opens on the first tap while the app is still loading', async ({ page }) => {
  test.skip(!isPhone(page), 'the menu button shows below 1024 px');
  const release = await holdTheApp(page);
  await page.goto('/designs');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible({ timeout: 1000 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  expect(await appNotStarted(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // A dialog's close event comes a task after it is hidden: the page scrolls again from then.
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  release();
  // A link followed from the menu once the app runs closes it.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Career', exact: true }).click();
  await expect(page).toHaveURL(/\/career$/);
  await expect(menu).toBeHidden();
});

test('PDF Preview opens its dialog at the tap while the app is still loading; closed, the tap goes with it; left open, the app shows the pages in it', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/designs?q=Spice Route');
  const preview = page.getByRole('button', { name: 'PDF Preview' });
  await preview.click();
  const dialog = page.getByRole('dialog', { name: 'Spice Route Kitchen – PDF preview' });
  await expect(dialog).toBeVisible({ timeout: 1000 });
  await expect(dialog.getByRole('status')).toHaveText('Loading PDF preview…');
  expect(await appNotStarted(page)).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Escape closes it too; the third tap is left open.
  await preview.click();
  await expect(dialog).toBeVisible({ timeout: 1000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await preview.click();
  await expect(dialog).toBeVisible({ timeout: 1000 });
  expect(await appNotStarted(page)).toBe(true);
  release();
  // The app's own dialog takes the frame's place: one dialog, its pages drawn by pdf.js.
  await expect(dialog.getByText('3 pages')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.locator('canvas')).toHaveCount(3);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a category chip shows chosen at the tap and its designs before the app has loaded; the app then takes that page over', async ({
  page,
}) => {
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('redrawn instead of hydrated')) redrawn.push(message.text());
  });
  const release = await holdTheApp(page, { modules: true });
  await page.goto('/designs');
  const chips = page.getByRole('group', { name: 'Filter by category' });
  const chip = chips.getByRole('button').nth(1);
  const category = (await chip.textContent()) ?? '';
  // A design put in the cart by the page script first: the page swapped in keeps the header's count.
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await chip.click();
  // At the tap: chosen, and the grid marked loading until the chosen page arrives.
  await expect(chips.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 1000,
  });
  await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  // The page script fetched that page as the server draws it: its address, and its designs in its order.
  await expect(page).toHaveURL(/category=/);
  const address = new URL(page.url());
  expect(address.searchParams.get('category')).toBe(category);
  const seed = address.searchParams.get('seed');
  expect(seed).toMatch(/^\d+$/);
  const expected = (await (
    await page.request.get(`/api/cards?category=${encodeURIComponent(category)}&seed=${seed}&page=1&limit=12`)
  ).json()) as { title: string }[];
  expect(expected.length).toBeGreaterThan(0);
  await expect(page.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
    expected.map((card) => card.title),
  );
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await appNotStarted(page)).toBe(true);

  release();
  // The app hydrates the page it finds (no redraw), and the next chip is the app's own work.
  await expect.poll(() => appNotStarted(page)).toBe(false);
  const all = chips.getByRole('button', { name: 'All' });
  await all.click();
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(page).not.toHaveURL(/category=/);
  expect(redrawn).toEqual([]);
  // Back to the chosen category, as the browser's history has it.
  await page.goBack();
  await expect(page).toHaveURL(/category=/);
  await expect(chips.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
});

test('Add to Cart puts the design in the cart at the tap while the app is still loading; the app checks out that cart', async ({
  page,
}) => {
  const account = await createCustomer(page, 'First Tap Buyer');
  const [design] = await (await page.request.get('/api/cards?q=Chai&page=1&limit=1')).json();
  const redrawn: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('redrawn instead of hydrated')) redrawn.push(message.text());
  });
  const release = await holdTheApp(page);
  await page.goto('/designs?q=Chai');
  const card = page.getByRole('article').filter({ hasText: design.title });
  const add = card.getByRole('button', { name: 'Add to Cart' });
  await add.click();
  await expect(page.getByText(`${design.title} added to cart`)).toBeVisible({ timeout: 1000 });
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The spec's rule for a design already in the cart: its quantity goes up by one.
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(await appNotStarted(page)).toBe(true);
  // The app's own storage format: the card's fields and a quantity.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'))).toEqual([
    { _id: design._id, title: design.title, price: design.price, imageSrc: design.imageSrc, quantity: 2 },
  ]);

  release();
  // The app hydrates the page as sent and draws the card's stepper and its own count from that cart.
  await expect(card.locator('output')).toHaveText('2');
  await expect(page.getByTestId('cart-count')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  expect(redrawn).toEqual([]);

  await loginAsCustomer(page, account);
  await expect(page).not.toHaveURL(/user-login/);
  await checkoutWithPhone(page);
  await expect(page.getByText(design.title)).toBeVisible();
});
