import type { Locator, Page } from '@playwright/test';
import type { DesignCard, NameSlot } from '@store/shared';
import { expect, test } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

/** The demo cards' slots by title, from the card API. */
async function slotsByTitle(page: Page): Promise<Map<string, NameSlot>> {
  const cards = (await (await page.request.get('/api/cards')).json()) as DesignCard[];
  return new Map(cards.flatMap((card) => (card.nameSlot ? [[card.title, card.nameSlot] as const] : [])));
}

/** Each card: its slot box lies where the API puts it on the picture, and every line of the name inside it. */
async function expectNameInSlots(page: Page, name: string, cardCount: number) {
  const slots = await slotsByTitle(page);
  const articles = page.getByRole('article');
  await expect(articles.first().getByTestId('name-slot')).toBeVisible();
  for (let index = 0; index < cardCount; index += 1) {
    const article = articles.nth(index);
    await article.scrollIntoViewIfNeeded();
    const title = (await article.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const slot = slots.get(title);
    expect(slot, title).toBeDefined();
    if (!slot) continue;
    const picture = await box(article.locator('img').first());
    const slotBox = await box(article.getByTestId('name-slot'));
    expect(Math.abs(slotBox.x - (picture.x + slot.x * picture.width)), title).toBeLessThan(1.5);
    expect(Math.abs(slotBox.y - (picture.y + slot.y * picture.height)), title).toBeLessThan(1.5);
    expect(Math.abs(slotBox.width - slot.w * picture.width), title).toBeLessThan(1.5);
    expect(Math.abs(slotBox.height - slot.h * picture.height), title).toBeLessThan(1.5);
    const lines = article.getByTestId('name-slot-line');
    expect((await lines.allTextContents()).join(' '), title).toBe(name);
    for (const line of await lines.all()) {
      const text = await box(line);
      expect(text.x, title).toBeGreaterThanOrEqual(slotBox.x - 0.5);
      expect(text.y, title).toBeGreaterThanOrEqual(slotBox.y - 0.5);
      expect(text.x + text.width, title).toBeLessThanOrEqual(slotBox.x + slotBox.width + 0.5);
      expect(text.y + text.height, title).toBeLessThanOrEqual(slotBox.y + slotBox.height + 0.5);
    }
  }
}

test('a name typed on the home page is on every card of /designs in its slot, and in the large preview', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByPlaceholder('Your business name').fill('Sharma Sweets');
  await page.getByRole('button', { name: 'Find designs' }).click();
  await expect(page).toHaveURL(/business=Sharma(\+|%20)Sweets/);
  await expect(page.getByLabel('Your business name')).toHaveValue('Sharma Sweets');
  await expectNameInSlots(page, 'Sharma Sweets', 6);

  // The large preview: the server's picture, decoded at its full size.
  const first = page.getByRole('article').first();
  await first.scrollIntoViewIfNeeded();
  await first.getByRole('button', { name: 'Preview with my name' }).click();
  const dialog = page.getByRole('dialog');
  const image = dialog.getByTestId('name-preview-image');
  await expect(image).toHaveAttribute('src', /preview\.webp\?name=Sharma\+Sweets&w=1200/);
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => [element.complete, element.naturalWidth, element.naturalHeight]),
    )
    .toEqual([true, 1200, 800]);
  await testInfo.attach('large preview', { body: await dialog.screenshot(), contentType: 'image/png' });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Remembered for the visit: /designs without the address's name still shows it.
  await page.goto('/designs');
  await expect(page.getByRole('article').first().getByTestId('name-slot-line').first()).toHaveText(/Sharma/);
});

test('the name field above the grid: live, Devanagari in its font, markup refused, empty shows the designs as they are', async ({
  page,
}, testInfo) => {
  await page.goto('/designs');
  const article = page.getByRole('article').first();
  await expect(article.locator('img')).toBeVisible();
  const pictureBefore = await box(article.locator('img'));
  const cardBefore = await box(article);
  await expect(page.getByTestId('name-slot')).toHaveCount(0);

  const field = page.getByLabel('Your business name');
  await field.fill('शर्मा स्वीट्स');
  await expect(page).toHaveURL(/business=/);
  await expectNameInSlots(page, 'शर्मा स्वीट्स', 3);
  await page.evaluate(() => document.fonts.ready);
  const devanagariLoaded = await page.evaluate(() =>
    [...document.fonts].some(
      (face) => face.family.replace(/"/g, '') === 'Noto Sans Devanagari' && face.status === 'loaded',
    ),
  );
  expect(devanagariLoaded).toBe(true);
  await article.scrollIntoViewIfNeeded();
  await testInfo.attach('devanagari name on a card', { body: await article.screenshot(), contentType: 'image/png' });

  // Drawn over the picture: the card and its picture keep their size and place.
  const pictureAfter = await box(article.locator('img'));
  expect([pictureAfter.width, pictureAfter.height]).toEqual([pictureBefore.width, pictureBefore.height]);
  expect((await box(article)).height).toBe(cardBefore.height);

  await field.fill('<b>Shop</b>');
  await expect(page.getByText("Business name may only use letters, digits, spaces and & . , ' -")).toBeVisible();
  await expect(page.locator('[data-testid="name-slot"] b')).toHaveCount(0);

  await field.fill('');
  await expect(page.getByTestId('name-slot')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Preview with my name' })).toHaveCount(0);
});
