import { MAX_CARDS_LIMIT, MAX_SEARCH_LENGTH, OFFERED_CATEGORIES } from '@store/shared';
import { expect, test } from './fixtures';

const cardCategories = (page: import('@playwright/test').Page) =>
  page.getByRole('article').locator('p.uppercase').allTextContents();

/** The store's restaurant designs: the four seeded, and any another test of this run uploaded ('Restaurants'). */
async function restaurantDesignCount(page: import('@playwright/test').Page) {
  let count = 0;
  for (const category of ['Restaurant', 'Restaurants']) {
    const cards = await page.request.get(`/api/cards?category=${category}&page=1&limit=${MAX_CARDS_LIMIT}`);
    count += ((await cards.json()) as unknown[]).length;
  }
  return count;
}

test('a typo or a Hindi word in the search box finds the designs meant', async ({ page }) => {
  await page.goto('/designs');
  const box = page.getByRole('searchbox', { name: 'Search designs' });
  await box.fill('resturant');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/q=resturant/);
  // Every restaurant design and nothing else: the seeded four on a fresh store.
  await expect(page.getByRole('article')).toHaveCount(Math.min(12, await restaurantDesignCount(page)));
  for (const category of await cardCategories(page)) expect(category).toMatch(/^Restaurants?$/);

  await box.fill('शिक्षा');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('article').locator('p.uppercase').first()).toHaveText('Education');
  expect(new Set(await cardCategories(page))).toEqual(new Set(['Education']));
});

test('a search that finds nothing offers all designs and the categories to try', async ({ page }) => {
  await page.goto('/designs?q=zzqxv');
  await expect(page.getByText('No cards available.', { exact: true })).toBeVisible();
  const tryList = page.getByRole('navigation', { name: 'Or try a category' });
  for (const category of OFFERED_CATEGORIES) {
    await expect(tryList.getByRole('link', { name: category, exact: true })).toBeVisible();
  }

  await tryList.getByRole('link', { name: 'Education', exact: true }).click();
  await expect(page).toHaveURL(/category=Education/);
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByRole('article')).toHaveCount(4);
  expect(new Set(await cardCategories(page))).toEqual(new Set(['Education']));
  await expect(page.getByRole('searchbox', { name: 'Search designs' })).toHaveValue('');

  await page.goto('/designs?q=zzqxv&category=Design');
  await page.getByRole('link', { name: 'Show all designs' }).click();
  await expect(page).not.toHaveURL(/q=|category=/);
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('a search too long for the catalogue, pasted into the address, says so and never asks to try later', async ({
  page,
}) => {
  const pasted = 'restaurant '.repeat(30).trim();
  await page.goto(`/designs?q=${encodeURIComponent(pasted)}`);
  await expect(page.getByRole('alert')).toContainText(`Search must be at most ${MAX_SEARCH_LENGTH} characters.`);
  await expect(page.getByText('Failed to load cards. Please try again later.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /try again|retry/i })).toHaveCount(0);

  const box = page.getByRole('searchbox', { name: 'Search designs' });
  await expect(box).toHaveAttribute('maxlength', String(MAX_SEARCH_LENGTH));
  await expect(box).toHaveValue(pasted.slice(0, MAX_SEARCH_LENGTH));
  await box.press('End');
  await box.pressSequentially('xyz');
  await expect(box).toHaveValue(pasted.slice(0, MAX_SEARCH_LENGTH));

  await page.getByRole('link', { name: 'Show all designs' }).click();
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(box).toHaveValue('');
});
