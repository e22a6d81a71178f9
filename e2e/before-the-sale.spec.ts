import type { Locator, Page } from '@playwright/test';
import { openAdminPage } from './admin-steps';
import { addToCart } from './checkout-steps';
import { createCustomer, expect, isPhone, openCart, test } from './fixtures';

// What a shopper (and the shop) meets before the sale, at phone and desktop widths: checkout errors
// that are seen and say why, the home catalogue following the name box, Hindi in inputs and dialogs,
// the hero, the admin header and board, and the demo card form.

const PHONE_INVALID = 'Enter a valid 10-digit phone number.';
const PHONE_REASON = 'Indian mobile numbers start with 6, 7, 8 or 9.';
const GSTIN_INVALID = 'Enter a valid 15-character GSTIN.';
const GSTIN_REASON = 'The last character does not match; check for a typo.';
/** Maharashtra's GSTIN 27AAPFU0939F1ZV with its last character mistyped. */
const MISTYPED_GSTIN = '27AAPFU0939F1ZW';

/** The bottom edge of the sticky header. */
async function headerBottom(page: Page): Promise<number> {
  const box = await page.getByRole('banner').boundingBox();
  return (box?.y ?? 0) + (box?.height ?? 0);
}

/** The family a control draws its text in. */
const fontFamilyOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);

/** Whether the bundled Devanagari face of `weight` has loaded. */
const devanagariFaceLoaded = (page: Page, weight: string) =>
  page.evaluate((wanted) => {
    let loaded = false;
    document.fonts.forEach((face) => {
      if (
        face.family.replace(/"/g, '') === 'Noto Sans Devanagari' &&
        face.weight === wanted &&
        face.status === 'loaded'
      )
        loaded = true;
    });
    return loaded;
  }, weight);

test('checkout: the address says required with a GSTIN, the first error is focused below the header, and each refusal says why', async ({
  customerPage: page,
}) => {
  await addToCart(page, 'Chai');
  await openCart(page);
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const address = page.getByLabel('Billing address');
  await expect(page.getByText('Optional. Needed with a GSTIN')).toBeVisible();
  await expect(address).not.toHaveAttribute('required');
  await page.getByLabel('I have a GSTIN (claim input tax credit)').check();
  await expect(page.getByText('Required with a GSTIN: the address registered with it.')).toBeVisible();
  await expect(address).toHaveAttribute('required');
  await expect(page.getByText('Optional. Needed with a GSTIN')).toHaveCount(0);

  const phone = page.getByLabel('Phone number');
  await phone.fill('1234567890');
  await page.getByLabel('GSTIN', { exact: true }).fill(MISTYPED_GSTIN);
  await page.getByLabel('Registered business name').fill('Rao Traders LLP');
  await address.fill('12 Linking Road, Mumbai 400050');
  await page.getByLabel('Billing state').selectOption('27');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  await expect(page.getByText(PHONE_INVALID, { exact: true })).toBeVisible();
  await expect(page.getByText(PHONE_REASON, { exact: true })).toBeVisible();
  await expect(page.getByText(GSTIN_INVALID, { exact: true })).toBeVisible();
  await expect(page.getByText(GSTIN_REASON, { exact: true })).toBeVisible();
  await expect(phone).toBeFocused();
  // The field and its label in full view, not under the sticky header.
  const label = await page.getByText('Phone number', { exact: true }).boundingBox();
  expect(label?.y ?? 0).toBeGreaterThanOrEqual(await headerBottom(page));
  expect((label?.y ?? 0) + (label?.height ?? 0)).toBeLessThan(page.viewportSize()?.height ?? 0);

  // Editing clears the message and its reason.
  await phone.fill('9876543210');
  await expect(page.getByText(PHONE_REASON)).toHaveCount(0);
  await page.getByLabel('GSTIN', { exact: true }).fill('27AAPFU0939F1ZV');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/formpage$/);
});

test('admin settings: a GSTIN with a mistyped last character says so under the message', async ({
  adminPage: page,
}) => {
  await openAdminPage(page, 'Settings');
  const form = page.getByRole('form', { name: 'Store settings' });
  await form.getByLabel('GSTIN').fill('29ABCDE1234F1ZX');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText(GSTIN_INVALID, { exact: true })).toBeVisible();
  await expect(form.getByText(GSTIN_REASON, { exact: true })).toBeVisible();
  await expect(form.getByLabel('GSTIN')).toBeFocused();
  const label = await form.getByText('GSTIN', { exact: true }).boundingBox();
  expect(label?.y ?? 0).toBeGreaterThanOrEqual(await headerBottom(page));
});

test('home: the catalogue and the preview dialog follow the name box as it is typed, after a name from /designs', async ({
  page,
}) => {
  await page.goto(`/designs?business=${encodeURIComponent('शर्मा मिठाई')}`);
  await expect(page.getByTestId('name-slot-line').first()).toHaveText('शर्मा मिठाई');

  await page.goto('/');
  const box = page.getByPlaceholder('Your business name');
  await expect(box).toHaveValue('शर्मा मिठाई');
  const firstLine = page.getByTestId('name-slot-line').first();
  await box.fill('Gupta Sweets');
  await firstLine.scrollIntoViewIfNeeded();
  await expect(firstLine).toHaveText('Gupta Sweets');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByTestId('name-slot') })
    .first();
  await card.getByRole('button', { name: 'Preview with my name' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toContainText('“Gupta Sweets”');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Emptied: the cards show the designs as they are.
  await box.fill('');
  await expect(page.getByTestId('name-slot')).toHaveCount(0);
});

test('Hindi typed in the name and search boxes and shown in the preview dialog uses the bundled Devanagari face', async ({
  page,
}) => {
  await page.goto('/designs');
  const search = page.getByRole('searchbox', { name: 'Search designs' });
  const name = page.getByLabel('Your business name');
  await search.fill('मिठाई');
  await name.fill('शर्मा स्वीट्स');
  // The device's faces first (Latin never loads the bundled face), then the bundled one for what they lack.
  for (const field of [search, name])
    expect(await fontFamilyOf(field)).toMatch(/, "Noto Sans Devanagari", sans-serif$/);
  await expect.poll(() => devanagariFaceLoaded(page, '400')).toBe(true);

  const card = page
    .getByRole('article')
    .filter({ has: page.getByTestId('name-slot') })
    .first();
  await card.getByRole('button', { name: 'Preview with my name' }).click();
  const title = page.getByRole('dialog').getByRole('heading', { level: 2 });
  await expect(title).toContainText('शर्मा स्वीट्स');
  // The fonts the browser drew the title's text with.
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  await cdp.send('CSS.enable');
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[role="dialog"] h2, dialog[open] h2',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  expect(fonts.filter((font) => font.isCustomFont).map((font) => font.familyName)).toContain('Noto Sans Devanagari');
});

test('the hero shows its placeholders whole and no empty space above "One-time price. Yours to keep."', async ({
  page,
}) => {
  await page.goto('/');
  for (const placeholder of ['Your business name', 'Search templates, e.g. restaurant']) {
    // The placeholder's words typed in: the field's own text box (beside a search box's clear button) holds them.
    const input = page.getByPlaceholder(placeholder);
    await input.fill(placeholder);
    const [scrolled, shown] = await input.evaluate((element: HTMLInputElement) => [
      element.scrollWidth,
      element.clientWidth,
    ]);
    expect(scrolled, placeholder).toBeLessThanOrEqual(shown);
    await input.fill('');
  }
  const heading = page.getByText('One-time price. Yours to keep.');
  const panel = heading.locator('..');
  const [headingBox, panelBox] = [await heading.boundingBox(), await panel.boundingBox()];
  // The panel's own padding (24 px) and no more above its first line.
  expect((headingBox?.y ?? 0) - (panelBox?.y ?? 0)).toBeLessThanOrEqual(26);
});

test("the shop's board names the review column for the shop, and the admin header keeps each label on one line", async ({
  adminPage: page,
}) => {
  if (!isPhone(page)) {
    const links = page.getByRole('navigation', { name: 'Admin' }).locator('a, button');
    await expect(links).toHaveCount(12);
    const boxes = await links.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
    for (const box of boxes) {
      expect(box.height).toBeLessThanOrEqual(40);
      expect(box.top).toBe(boxes[0]?.top);
    }
  }
  await openAdminPage(page, 'Projects');
  await expect(page.getByRole('region', { name: /^Waiting for the customer's review \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Ready for your review/ })).toHaveCount(0);
});

test('the demo card form groups the card number as typed, keeps the caret, and takes an expiry typed as 1229', async ({
  page,
}) => {
  const account = await createCustomer(page, 'Keypad Buyer');
  const login = await (
    await page.request.post('/api/login', { data: { email: account.email, password: account.password } })
  ).json();
  const [card] = await (await page.request.get('/api/cards?page=1&limit=1')).json();
  const order = await (
    await page.request.post('/api/new-order', {
      headers: { authorization: `Bearer ${login.token}` },
      data: {
        cartTotal: Math.round(card.price * 118) / 100,
        phone: '9988776655',
        titles: card.title,
        items: [{ id: card._id, quantity: 1 }],
      },
    })
  ).json();
  await page.goto(`/demo-checkout/${order.payment_session_id}`);

  const number = page.getByLabel('Card number');
  await number.click();
  await page.keyboard.type('4111111111111111');
  await expect(number).toHaveValue('4111 1111 1111 1111');
  // Backspace just after a space takes the digit before it; a digit typed there stays under the caret.
  await number.evaluate((element: HTMLInputElement) => element.setSelectionRange(5, 5));
  await page.keyboard.press('Backspace');
  await expect(number).toHaveValue('4111 1111 1111 111');
  await page.keyboard.type('9');
  await expect(number).toHaveValue('4119 1111 1111 1111');
  expect(await number.evaluate((element: HTMLInputElement) => element.selectionStart)).toBe(4);
  await number.fill('4111 1111 1111 1111');

  const expiry = page.getByLabel('Expiry');
  await expiry.click();
  await page.keyboard.type('1229');
  await expect(expiry).toHaveValue('12/29');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Keypad Buyer');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Enter the expiry date as MM/YY.')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/demo-checkout\//, { timeout: 20_000 });
});
