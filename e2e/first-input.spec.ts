import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The app's entry script and the chunks it imports, as the page's boot data names them. */
async function appCode(page: Page): Promise<{ entry: string; preload: string[] }> {
  const boot = JSON.parse((await page.locator('#app-boot').textContent()) ?? '{}') as {
    entry?: string;
    preload?: string[];
  };
  expect(boot.entry).toMatch(/^\/assets\/.+\.js$/);
  return { entry: boot.entry ?? '', preload: boot.preload ?? [] };
}

/** Every script the page has fetched so far, by path. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );

test('a first visit fetches only the boot script until the visitor acts; the headline types meanwhile', async ({
  page,
}) => {
  await page.goto('/');
  const { entry, preload } = await appCode(page);
  const headline = page.getByTestId('typing-headline');
  // Typed by the boot script: the text grows while no app code has arrived.
  await expect(headline).not.toHaveText(/^\s*$/);
  const early = (await headline.textContent()) ?? '';
  await expect(headline).not.toHaveText(early);
  // The boot script (and the typing it shares with the app) only: not the entry, nothing of React.
  const scripts = await scriptsFetched(page);
  expect(scripts.length).toBeLessThanOrEqual(2);
  expect(scripts).not.toContain(entry);
  const bytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  );
  expect(bytes).toBeLessThan(5 * 1024);
  // The app's start-up code: its entry and the chunks it runs in pieces (React, the bundler's runtime), fetched
  // with the first input and run once they are in; nothing of any other page.
  expect(preload).toContain(entry);
  expect(preload.length).toBeLessThanOrEqual(3);

  // The first click starts the app, and the click itself is not lost: the design goes in the cart (answered at
  // the tap by the page script, lib/page-cart.ts, while the app loads).
  const firstCard = page.getByRole('article').first();
  const title = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await firstCard.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${title} added to cart`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect.poll(() => scriptsFetched(page)).toContain(entry);
});

test('a returning visitor with a cart gets the app at once', async ({ page }) => {
  await page.goto('/designs');
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/designs');
  const { entry } = await appCode(page);
  await expect.poll(() => scriptsFetched(page)).toContain(entry);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a search typed and sent before the app has started finds its designs', async ({ page }) => {
  await page.goto('/designs');
  const first = page.getByRole('article').first().getByRole('heading', { level: 3 });
  const word = ((await first.textContent()) ?? '').split(' ')[0] ?? '';
  const search = page.getByRole('searchbox', { name: 'Search designs' });
  await search.fill(word);
  await search.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word);
  const titles = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(titles.first()).toContainText(word);
});

test('a click made before the boot script has arrived is held for the app, not lost', async ({ page }) => {
  // The boot script comes after the first paint; on a slow phone the visitor may act before it.
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/designs', { waitUntil: 'commit' });
  const firstCard = page.getByRole('article').first();
  const title = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await firstCard.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${title} added to cart`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a name typed and a search made before the boot script arrives reach the app in that order', async ({ page }) => {
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByPlaceholder('Your business name').fill('Sharma Sweets');
  await page.getByRole('button', { name: 'Find designs' }).click();
  await expect(page).toHaveURL(/\/designs\?.*business=Sharma(\+|%20)Sweets/);
  await expect(page.getByLabel('Your business name')).toHaveValue('Sharma Sweets');
});

test("the app's start-up file holds none of the rules of the forms that pages load later", async ({ page }) => {
  test.skip(page.viewportSize()?.width !== 390, 'the files do not depend on the width');
  await page.goto('/');
  const { entry } = await appCode(page);
  const startUp = await (await page.request.get(entry)).text();
  // Rules of the forms of pages loaded later: the password reset's link, the sign-up's privacy notice, a refund.
  // The account forms' email rule, and the back office's settings and design-upload rules.
  const later = [
    'The link has no token',
    'The privacy notice has changed',
    'Choose at least one line to refund.',
    'Email must be a valid email address',
    'Enter a SAC of 6 digits starting with 99',
    'price must be a whole number of rupees greater than 0',
  ];
  for (const rule of later) expect(startUp, rule).not.toContain(rule);
  // Nor the words of pages that load later: they come with those pages (src/lib/lazy-part.ts), and none of the
  // start-up code asks for them (it would show a key where the words are until a later page had come).
  const laterGroups = [
    ...readFileSync('apps/web/src/i18n/catalogues/en-pages.ts', 'utf8').matchAll(/^ {2}(\w+): \{$/gm),
  ];
  expect(laterGroups.length).toBeGreaterThan(10);
  for (const [, group] of laterGroups) expect(startUp, group).not.toMatch(new RegExp(`[\`'"]${group}\\.`));
  for (const words of ['Demo payment provider: no real money moves.', 'See our current openings below.'])
    expect(startUp, words).not.toContain(words);
  // zod is in none of it: the cards and settings a page carries are read as the server wrote them, and the answers
  // of the start-up code's calls are checked with schemas that load with the first of them. zod's setting that keeps
  // it from probing for eval is made there beforehand (its class names survive minifying).
  expect(startUp).not.toMatch(/\$ZodType|ZodMiniObject|(?<![$\w])ZodObject\b/);
  expect(startUp).toContain('__zod_globalConfig');
  // What every page starts with stays: the header's words.
  expect(startUp).toContain('Skip to content');
});
