import type { Locator, Page } from '@playwright/test';
import type { DesignCard, NameSlot } from '@store/shared';
import sharp from 'sharp';
import { adminApiAuth } from './admin-steps';
import { expect, shotToLookAt, test } from './fixtures';

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

/**
 * The first `cardCount` cards that have a slot (all of them when the page shows fewer: designs other tests
 * uploaded without a slot can come first in a shuffle): each slot box lies where the API puts it on the
 * picture, and every line of the name inside it. Cards without a slot show no name.
 */
async function expectNameInSlots(page: Page, name: string, cardCount: number) {
  const slots = await slotsByTitle(page);
  const articles = page.getByRole('article');
  await expect(page.getByTestId('name-slot').first()).toBeVisible();
  const total = await articles.count();
  const titles = await articles.getByRole('heading', { level: 3 }).allTextContents();
  const slotted = titles.filter((title) => slots.has(title)).length;
  expect(slotted, 'cards with a name slot on the page').toBeGreaterThan(0);
  let checked = 0;
  for (let index = 0; index < total && checked < cardCount; index += 1) {
    const article = articles.nth(index);
    await article.scrollIntoViewIfNeeded();
    const title = (await article.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const slot = slots.get(title);
    if (!slot) {
      await expect(article.getByTestId('name-slot'), title).toHaveCount(0);
      continue;
    }
    checked += 1;
    const picture = await box(article.locator('img').first());
    const slotBox = await box(article.getByTestId('name-slot'));
    expect(Math.abs(slotBox.x - (picture.x + slot.x * picture.width)), title).toBeLessThan(1.5);
    expect(Math.abs(slotBox.y - (picture.y + slot.y * picture.height)), title).toBeLessThan(1.5);
    expect(Math.abs(slotBox.width - slot.w * picture.width), title).toBeLessThan(1.5);
    expect(Math.abs(slotBox.height - slot.h * picture.height), title).toBeLessThan(1.5);
    const lines = article.getByTestId('name-slot-line');
    expect((await lines.allTextContents()).join(' '), title).toBe(name);
    await expectLinesInside(lines, slotBox, title);
  }
  expect(checked, 'cards with a name slot checked').toBe(Math.min(cardCount, slotted));
}

/** The first card on the page whose design has a name slot. */
async function firstSlottedArticle(page: Page): Promise<Locator> {
  const slots = await slotsByTitle(page);
  const articles = page.getByRole('article');
  await expect(articles.first()).toBeVisible();
  for (const title of await articles.getByRole('heading', { level: 3 }).allTextContents()) {
    if (slots.has(title))
      return articles.filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
  }
  throw new Error('no card with a name slot on the page');
}

/** Every line of the name inside `slotBox` (half a pixel of rounding allowed). */
async function expectLinesInside(lines: Locator, slotBox: Box, label: string) {
  for (const line of await lines.all()) {
    const text = await box(line);
    expect(text.x, label).toBeGreaterThanOrEqual(slotBox.x - 0.5);
    expect(text.y, label).toBeGreaterThanOrEqual(slotBox.y - 0.5);
    expect(text.x + text.width, label).toBeLessThanOrEqual(slotBox.x + slotBox.width + 0.5);
    expect(text.y + text.height, label).toBeLessThanOrEqual(slotBox.y + slotBox.height + 0.5);
  }
}

/**
 * The demo brochures' first page (apps/api/src/modules/catalogue/seed/render-pdf.ts): A4 landscape,
 * 842 × 595 points, with the design's picture drawn 600 × 400 at 36 from the left and 70 from the bottom.
 */
const COVER_PICTURE = { x: 36 / 842, y: (595 - 70 - 400) / 595, w: 600 / 842, h: 400 / 595 };

/**
 * Opens the PDF Preview of the first card on the page whose design has a slot and a PDF: the name
 * lies in the slot over the picture on the first page, and nowhere on the other pages.
 */
async function expectNameOnPdfFirstPage(page: Page, name: string): Promise<Locator> {
  const cards = (await (await page.request.get('/api/cards')).json()) as DesignCard[];
  const withPdf = new Map(cards.filter((card) => card.nameSlot && card.pdfSrc).map((card) => [card.title, card]));
  const articles = page.getByRole('article');
  let card: DesignCard | undefined;
  for (const title of await articles.getByRole('heading', { level: 3 }).allTextContents()) {
    card = withPdf.get(title);
    if (card) break;
  }
  if (!card?.nameSlot) throw new Error('no card with a name slot and a PDF on the page');
  const slot = card.nameSlot;
  const article = articles.filter({ has: page.getByRole('heading', { level: 3, name: card.title, exact: true }) });
  await article.scrollIntoViewIfNeeded();
  await article.getByRole('button', { name: 'PDF Preview' }).click();
  const dialog = page.getByRole('dialog', { name: /PDF preview/ });
  await expect(dialog.getByText('3 pages')).toBeVisible();
  await expect(dialog.locator('canvas')).toHaveCount(3);
  await expect(dialog.getByTestId('name-slot')).toHaveCount(1);
  const lines = dialog.getByTestId('name-slot-line');
  expect((await lines.allTextContents()).join(' ')).toBe(name);

  const firstPage = await box(dialog.locator('canvas').first());
  const slotBox = await box(dialog.getByTestId('name-slot'));
  const picture = {
    x: firstPage.x + COVER_PICTURE.x * firstPage.width,
    y: firstPage.y + COVER_PICTURE.y * firstPage.height,
    width: COVER_PICTURE.w * firstPage.width,
    height: COVER_PICTURE.h * firstPage.height,
  };
  expect(Math.abs(slotBox.x - (picture.x + slot.x * picture.width)), 'slot left').toBeLessThan(1.5);
  expect(Math.abs(slotBox.y - (picture.y + slot.y * picture.height)), 'slot top').toBeLessThan(1.5);
  expect(Math.abs(slotBox.width - slot.w * picture.width), 'slot width').toBeLessThan(1.5);
  expect(Math.abs(slotBox.height - slot.h * picture.height), 'slot height').toBeLessThan(1.5);
  await expectLinesInside(lines, slotBox, `${card.title}, PDF page 1`);
  return dialog;
}

test('a name typed on the home page is on every card of /designs in its slot, in the large preview and in the PDF modal', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByPlaceholder('Your business name').fill('Sharma Sweets');
  await page.getByRole('button', { name: 'Find designs' }).click();
  await expect(page).toHaveURL(/business=Sharma(\+|%20)Sweets/);
  await expect(page.getByLabel('Your business name')).toHaveValue('Sharma Sweets');
  await expectNameInSlots(page, 'Sharma Sweets', 6);

  // The large preview: the server's picture, decoded at its full size.
  const first = page
    .getByRole('article')
    .filter({ has: page.getByTestId('name-slot') })
    .first();
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
  await shotToLookAt(dialog, 'large-name-preview');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The PDF Preview: the first page's picture carries the name in the same slot.
  const pdfDialog = await expectNameOnPdfFirstPage(page, 'Sharma Sweets');
  await shotToLookAt(pdfDialog.locator('canvas').first().locator('..'), 'pdf-preview-first-page');
  await pdfDialog.getByRole('button', { name: 'Close' }).click();
  await expect(pdfDialog).toBeHidden();

  // Remembered for the visit: /designs without the address's name still shows it.
  await page.goto('/designs');
  await expect(page.getByTestId('name-slot-line').first()).toHaveText(/Sharma/);
});

test('the name field above the grid: live, Devanagari in its font, markup refused, empty shows the designs as they are', async ({
  page,
}) => {
  await page.goto('/designs');
  const article = await firstSlottedArticle(page);
  await expect(article.locator('img')).toBeVisible();
  const pictureBefore = await box(article.locator('img'));
  const cardBefore = await box(article);
  await expect(page.getByTestId('name-slot')).toHaveCount(0);

  const field = page.getByLabel('Your business name');
  await field.fill('शर्मा स्वीट्स');
  await expect(page).toHaveURL(/business=/);
  await expectNameInSlots(page, 'शर्मा स्वीट्स', 3);
  await page.evaluate(() => document.fonts.ready);
  const devanagariLoaded = await page.evaluate(() => {
    let loaded = false;
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === 'Noto Sans Devanagari' && face.status === 'loaded') loaded = true;
    });
    return loaded;
  });
  expect(devanagariLoaded).toBe(true);
  await article.scrollIntoViewIfNeeded();
  await shotToLookAt(article, 'devanagari-name-on-a-card');

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

  // The PDF Preview without a name: its pages as they are, the first one straight in the page list.
  await page.goto('/designs?q=Spice+Route');
  await page.getByRole('button', { name: 'PDF Preview' }).click();
  const pdfDialog = page.getByRole('dialog', { name: /PDF preview/ });
  await expect(pdfDialog.locator('canvas')).not.toHaveCount(0);
  await expect(pdfDialog.getByTestId('pdf-pages').locator('> canvas').first()).toBeVisible();
  await expect(pdfDialog.getByTestId('name-slot')).toHaveCount(0);
});

type Shift = { value: number; hadRecentInput: boolean; at: number };

test('no layout shift on /designs with a name: while the grid loads and the name is typed and changed (CLS < 0.01)', async ({
  page,
}, testInfo) => {
  // Every layout-shift entry from the first paint on, those right after input included.
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean; at: number }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as (PerformanceEntry & Omit<Shift, 'at'>)[])
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, at: Math.round(entry.startTime) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/designs?business=Sharma+Sweets');
  await expect(page.getByTestId('name-slot-line').first()).toContainText('Sharma');
  await page.evaluate(() => document.fonts.ready);
  // The grid to its end (the lazy pictures load as they come into view), then back up.
  const articles = page.getByRole('article');
  for (let index = 0; index < (await articles.count()); index += 1) await articles.nth(index).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo({ top: 0 }));

  const field = page.getByLabel('Your business name');
  await field.clear();
  await field.pressSequentially('Gupta Kirana Store', { delay: 20 });
  await expect(page.getByTestId('name-slot-line').first()).toContainText('Gupta');
  await field.fill('शर्मा स्वीट्स');
  await expect(page.getByTestId('name-slot-line').first()).toContainText('शर्मा');
  await page.evaluate(() => document.fonts.ready);
  // Layout-shift entries arrive with the next frames.
  await page.waitForTimeout(500);

  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  const sum = (list: Shift[]) => list.reduce((total, shift) => total + shift.value, 0);
  const cls = sum(shifts.filter((shift) => !shift.hadRecentInput));
  const all = sum(shifts);
  const figure = `CLS ${cls.toFixed(4)}; every shift, input-led ones too: ${all.toFixed(4)} (${shifts.length} entries)`;
  console.log(`${testInfo.project.name}: ${figure}`);
  testInfo.annotations.push({ type: 'layout shift', description: figure });
  expect(cls, JSON.stringify(shifts)).toBeLessThan(0.01);
  expect(all, JSON.stringify(shifts)).toBeLessThan(0.01);
});

/** Drags from the middle of `handle` by a share of the picture frame's size. */
async function dragBy(page: Page, handle: Locator, frame: Box, dx: number, dy: number) {
  // In the middle of the viewport, so the whole drag happens on screen.
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const start = await box(handle);
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + (dx * frame.width) / 2, y + (dy * frame.height) / 2, { steps: 4 });
  await page.mouse.move(x + dx * frame.width, y + dy * frame.height, { steps: 4 });
  await page.mouse.up();
}

async function cardSlot(page: Page, title: string): Promise<DesignCard> {
  const cards = (await (await page.request.get(`/api/cards?q=${encodeURIComponent(title)}`)).json()) as DesignCard[];
  expect(cards).toHaveLength(1);
  return cards[0] as DesignCard;
}

test('admin sets the name slot by dragging on an upload and on an edit; the catalogue shows the name there', async ({
  adminPage: page,
}) => {
  const title = `Slot Upload ${Date.now()}`;
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#fde68a' } })
    .png()
    .toBuffer();
  await page.goto('/products');
  const form = page.getByRole('form', { name: 'Upload a design' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Price (₹)').fill('2999');
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Design' });
  await form
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: png });
  await form.getByLabel("Show the visitor's business name on this design").check();
  const frame = await box(form.getByRole('img', { name: "The design's picture, with the name box" }));
  await expect(form.getByTestId('name-slot-line')).toHaveText('Sharma Sweets');
  // The default box is at x 0.06, y 0.25, 0.5 × 0.12: move it right and down, then widen it.
  await dragBy(page, form.getByTestId('name-slot-box'), frame, 0.2, 0.3);
  await dragBy(page, form.getByTestId('name-slot-resize'), frame, 0.1, 0.05);
  await form.getByRole('button', { name: 'Upload Card' }).click();
  await expect(form.getByRole('status')).toHaveText('Card uploaded successfully');

  let card = await cardSlot(page, title);
  expect(card.nameSlot?.x).toBeCloseTo(0.26, 1);
  expect(card.nameSlot?.y).toBeCloseTo(0.55, 1);
  expect(card.nameSlot?.w).toBeCloseTo(0.6, 1);
  expect(card.nameSlot?.h).toBeCloseTo(0.17, 1);
  await page.goto(`/designs?business=Sharma+Sweets&q=${encodeURIComponent(title)}`);
  await expectNameInSlots(page, 'Sharma Sweets', 1);

  await page.goto('/products');
  await page.getByPlaceholder('Search designs').fill(title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${title}` });
  const editFrame = await box(dialog.getByRole('img', { name: "The design's picture, with the name box" }));
  await dragBy(page, dialog.getByTestId('name-slot-box'), editFrame, -0.2, -0.4);
  await dialog.getByLabel('Alignment').selectOption('center');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  card = await cardSlot(page, title);
  expect(card.nameSlot?.x).toBeCloseTo(0.06, 1);
  expect(card.nameSlot?.y).toBeCloseTo(0.15, 1);
  expect(card.nameSlot?.align).toBe('center');
  await page.goto(`/designs?business=Sharma+Sweets&q=${encodeURIComponent(title)}`);
  await expectNameInSlots(page, 'Sharma Sweets', 1);

  const auth = await adminApiAuth(page);
  expect((await page.request.delete(`/api/cards/${card._id}`, { headers: auth })).status()).toBe(200);
});
