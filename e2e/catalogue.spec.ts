import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test('home shows the catalogue, filters by category and states its empty text', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your business website');
  const catalogue = page.locator('section', { has: page.getByRole('heading', { name: 'Browse designs by category' }) });
  await expect(catalogue.getByRole('article').first()).toBeVisible();
  await catalogue.getByRole('button', { name: 'Restaurant', exact: true }).click();
  await expect(catalogue.getByRole('button', { name: 'Restaurant', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The chip shows chosen at once; the cards follow when they arrive.
  const categories = catalogue.getByRole('article').locator('p.uppercase');
  await expect.poll(async () => [...new Set(await categories.allTextContents())]).toEqual(['Restaurant']);
});

test('designs page has 12 per page and pages without repeating', async ({ page }) => {
  await page.goto('/designs');
  await expect(page.getByRole('heading', { name: 'Explore Our Designs' })).toBeVisible();
  const titles = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(12);
  const first = await titles.allTextContents();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(titles.first()).not.toHaveText(first[0] ?? '');
  const second = await titles.allTextContents();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((title) => first.includes(title))).toEqual([]);
});

test('changing the category returns to page 1', async ({ page }) => {
  await page.goto('/designs?page=2');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Education', exact: true }).click();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveCount(0);
});

test('business name and keyword from the home page lead to a searched designs page', async ({ page }) => {
  await page.goto('/');
  await page.getByPlaceholder('Your business name').fill('Sharma Sweets');
  await page.getByPlaceholder(/Search templates/).fill('dosa');
  await page.getByRole('button', { name: 'Find designs' }).click();
  await expect(page).toHaveURL(/\/designs\?/);
  await expect(page.getByText('Designs for Sharma Sweets')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByRole('heading')).toHaveText('The Dosa Factory');
});

test('a search with no match shows the empty text', async ({ page }) => {
  await page.goto('/designs?q=zzzz-no-such-design');
  await expect(page.getByText('No cards available.')).toBeVisible();
});

test('a card shows price, MRP struck at double with 50% Off, and the second-year price', async ({ page }) => {
  await page.goto('/designs?q=Chai');
  const card = page.getByRole('article');
  await expect(card).toContainText('₹2,999.00');
  await expect(card.locator('.line-through')).toContainText('₹5,998.00');
  await expect(card).toContainText('50% Off');
  await expect(card).toContainText('₹1,499.50/year second year onwards');
  const image = card.getByRole('img');
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('srcset', /400w.*800w.*1200w/);
});

test('PDF preview renders pages with pdf.js; a design without one alerts', async ({ page }) => {
  await page.goto('/designs?q=Spice Route');
  await page.getByRole('button', { name: 'PDF Preview' }).click();
  const dialog = page.getByRole('dialog', { name: /PDF preview/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('3 pages')).toBeVisible();
  await expect(dialog.locator('canvas')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/designs?q=Nest Finder');
  const alerts: string[] = [];
  page.once('dialog', async (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.getByRole('button', { name: 'PDF Preview' }).click();
  await expect.poll(() => alerts).toEqual(['alert: No PDF available for this design.']);
});

test('terms modal lists the buyer terms', async ({ page }) => {
  await page.goto('/designs?q=Skyline');
  await page.getByRole('button', { name: 'Terms' }).click();
  const dialog = page.getByRole('dialog', { name: /Terms for Skyline Realty/ });
  for (const term of [
    'GST extra',
    'domain and hosting extra',
    '3 working days',
    '50% advance',
    'two rounds of revisions',
    '7 days',
  ]) {
    await expect(dialog).toContainText(new RegExp(term, 'i'));
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

const designTitles = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 });

/** The titles of a freshly loaded grid of `count` designs. */
async function shownTitles(page: Page, count = 12) {
  await expect(designTitles(page)).toHaveCount(count);
  return designTitles(page).allTextContents();
}

test('paging or filtering puts the visit’s seed in the address: reloading or opening it elsewhere shows the same designs in order', async ({
  page,
  context,
}) => {
  await page.goto('/designs');
  const firstPage = await shownTitles(page);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/designs\?seed=\d+&page=2$/);
  await expect(designTitles(page).first()).not.toHaveText(firstPage[0] ?? '');
  const secondPage = await designTitles(page).allTextContents();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(designTitles(page)).toHaveText(secondPage);

  // A friend opening the link is another visit with its own shuffle, but the address decides.
  const friend = await context.newPage();
  await friend.goto(page.url());
  await expect(designTitles(friend)).toHaveText(secondPage);
  await friend.getByRole('button', { name: 'Page 1' }).click();
  await expect(designTitles(friend)).toHaveText(firstPage);
  await friend.close();

  await page.getByRole('button', { name: 'Restaurant', exact: true }).click();
  await expect(page).toHaveURL(/\/designs\?seed=\d+&category=Restaurant$/);
  const seed = new URL(page.url()).searchParams.get('seed');
  const categories = page.getByRole('article').locator('p.uppercase');
  await expect(categories.first()).toHaveText('Restaurant');
  await expect(categories.last()).toHaveText('Restaurant');
  const restaurants = await designTitles(page).allTextContents();
  expect(restaurants.length).toBeGreaterThan(1);
  await page.reload();
  await expect(designTitles(page)).toHaveText(restaurants);
  expect(new URL(page.url()).searchParams.get('seed')).toBe(seed);
});

test('Share these designs copies an address with the seed that shows the same designs in order', async ({
  page,
  context,
  baseURL,
}) => {
  // Browsers without a share sheet (desktops) get the clipboard.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/designs');
  const shown = await shownTitles(page);
  await expect(page).toHaveURL(/\/designs$/);
  await page.getByRole('button', { name: 'Share these designs' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  await expect(page).toHaveURL(/\/designs\?seed=\d+$/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());

  const friend = await context.newPage();
  await friend.goto(copied);
  await expect(designTitles(friend)).toHaveText(shown);
  await friend.close();

  // Phones open their share sheet with the same address.
  const phone = await context.newPage();
  await phone.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  await phone.goto('/designs?category=Education');
  await shownTitles(phone, 4);
  await phone.getByRole('button', { name: 'Share these designs' }).click();
  await expect(phone).toHaveURL(/\/designs\?seed=\d+&category=Education$/);
  expect(await phone.evaluate(() => (window as unknown as { shared: ShareData }).shared)).toEqual({
    title: 'Explore Our Designs',
    url: phone.url(),
  });
  await phone.close();
});

test('as /designs arrives, its first row of pictures is fetched at once and the rest waits until near the screen', async ({
  page,
}) => {
  await page.goto('/designs');
  const images = page.locator('.design-card-grid img[srcset]');
  await expect(images).toHaveCount(12);
  const width = page.viewportSize()?.width ?? 0;
  const firstRow = width >= 1024 ? 3 : width >= 640 ? 2 : 1;
  const states = await images.evaluateAll((all) =>
    all.map((image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}`),
  );
  expect(states.slice(0, firstRow)).toEqual(Array(firstRow).fill('eager high'));
  expect(states.slice(firstRow)).toEqual(Array(12 - firstRow).fill('lazy auto'));
});

test('the home page fetches its first row of pictures at once only on a screen that shows it under the hero', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'screen sizes of a desktop browser');
  const states = async () =>
    page
      .locator('.design-card-grid img[srcset]')
      .evaluateAll((all) =>
        all.map((image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}`),
      );
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/');
  expect((await states()).slice(0, 4)).toEqual(['eager high', 'eager high', 'eager high', 'lazy auto']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  expect(new Set(await states())).toEqual(new Set(['lazy auto']));
});
