import type { Page } from '@playwright/test';
import { expect, isPhone, test } from './fixtures';

/** Holds the app's entry script back, as a phone's slow network and CPU do for seconds after the first tap. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const boot = await page.request.get('/').then(async (response) => {
    const html = await response.text();
    const json = /<script type="application\/json" id="app-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
    return JSON.parse(json) as { entry?: string };
  });
  if (!boot.entry) throw new Error('no app entry in the boot data');
  await page.route(`**${boot.entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app has not started: its entry script has not arrived. */
const appNotStarted = (page: Page) =>
  page.evaluate(() => {
    const entry = JSON.parse(document.getElementById('app-boot')?.textContent ?? '{}').entry as string;
    return !performance.getEntriesByType('resource').some((resource) => resource.name.endsWith(entry));
  });

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
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  release();
  // A link followed from the menu once the app runs closes it.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Career', exact: true }).click();
  await expect(page).toHaveURL(/\/career$/);
  await expect(menu).toBeHidden();
});

test('a category chip shows chosen and the grid loading at the tap; the new cards come with the app', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/designs');
  const chip = page.getByRole('group', { name: 'Filter by category' }).getByRole('button').nth(1);
  const category = (await chip.textContent()) ?? '';
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
  await expect(
    page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: 'All' }),
  ).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-pending-region]')).toHaveAttribute('aria-busy', 'true');
  expect(await appNotStarted(page)).toBe(true);
  release();
  await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(category).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
});

test('Add to Cart shows it is working at the tap; the design goes in the cart once the app runs', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/designs');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const add = card.getByRole('button', { name: 'Add to Cart' });
  await add.click();
  await expect(add).toHaveAttribute('aria-busy', 'true', { timeout: 1000 });
  release();
  await expect(page.getByText(`${title} added to cart`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});
