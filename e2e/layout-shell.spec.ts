import { expect, isPhone, test } from './fixtures';
import { holdScripts } from './hold-scripts';
import { layoutShifts, watchLayoutShifts } from './layout-shifts';

/**
 * A page the app draws (the cart, checkout, My Orders…) arrives with the store's header and footer
 * around a loading page, so a slow phone shows the store before the app's code has come; the app then draws
 * over them.
 */

test("the cart shows the store's header, footer and a loading line before the app's code, then the app draws over them without a shift", async ({
  page,
}) => {
  await watchLayoutShifts(page);
  const release = await holdScripts(page);
  await page.goto('/cart', { waitUntil: 'commit' });

  await expect(page.locator('#root')).toHaveAttribute('data-layout-shell', '');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'SiteInMinutes' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  if (!isPhone(page)) await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  await expect(page.getByRole('contentinfo')).toContainText(
    'Ready-made website designs for small businesses across India.',
  );
  // The footer starts below the fold, as the app's own loading page keeps it.
  const footerTop = (await page.getByRole('contentinfo').boundingBox())?.y ?? 0;
  expect(footerTop).toBeGreaterThanOrEqual(page.viewportSize()?.height ?? 0);
  // Counted once the store's font has arrived: the swap to it shifts any page it is drawn in.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const headerBefore = await header.boundingBox();
  const shiftsBefore = await layoutShifts(page);

  release();
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  // Drawn over, not beside: one header, one footer, and no loading line left.
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  expect(await page.getByRole('banner').boundingBox()).toEqual(headerBefore);
  // The app's drawing moved nothing (a shift before it, as the store's font arrives, is the page's own).
  expect(await layoutShifts(page)).toEqual(shiftsBefore);
});

test('a visitor who chose Hindi gets the header, footer and loading line in Hindi, then the page in Hindi', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  const release = await holdScripts(page);
  await page.goto('/forgot-password', { waitUntil: 'commit' });

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('banner').getByRole('button', { name: 'कार्ट, 0 आइटम' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('लोड हो रहा है…');
  await expect(page.getByRole('contentinfo')).toContainText('पूरे भारत के छोटे व्यवसायों के लिए तैयार वेबसाइट डिज़ाइन।');

  release();
  await expect(page.getByRole('heading', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
});

test("a logged-in customer's page comes through the same shell: My Orders draws over it with their orders' page", async ({
  customerPage: page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/my-orders', { waitUntil: 'commit' });
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My orders');
  await expect(page.getByRole('banner')).toHaveCount(1);
  if (!isPhone(page)) await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('before the app has come, the language switch names the page it is on, and a tap on the cart button opens the cart once it has', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/checkout?from=cart', { waitUntil: 'commit' });
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'हिंदी' }).first()).toHaveAttribute('href', '/hi/checkout?from=cart');
  await header.getByRole('button', { name: 'Cart, 0 items' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
});

test('the phone menu opens at once before the app has come, and stays open in every frame as the app draws over it', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the menu button shows below 1024 px');
  // From the menu's first open frame on, each frame notes whether the page showed an open menu.
  await page.addInitScript(() => {
    const frames: boolean[] = [];
    Object.assign(window, { __menuFrames: frames });
    const note = () => {
      const open = document.querySelector('dialog[open]') !== null;
      if (open || frames.length > 0) frames.push(open);
      requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  });
  const release = await holdScripts(page);
  await page.goto('/fail', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  // Opened by the shell itself, with the page's scrolling locked: no script of the build has come.
  await expect(menu).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expect(page.locator('#root main h1')).toHaveCount(0);

  release();
  // The app's page is drawn behind it, and the menu is the app's own: it locks the page's scrolling.
  await expect(page.locator('main h1')).toHaveCount(1);
  await expect(menu).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  const frames = await page.evaluate(() => (window as unknown as { __menuFrames: boolean[] }).__menuFrames);
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter((open) => !open)).toEqual([]);

  // It closes as the app's menu does.
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('before the app has come, a tap on the backdrop closes the phone menu and the page scrolls again', async ({
  page,
}) => {
  test.skip(!isPhone(page), 'the menu button shows below 1024 px');
  const release = await holdScripts(page);
  await page.goto('/cart', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await page.mouse.click(viewport.width - 10, viewport.height / 2);
  await expect(menu).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');

  // Closed in the shell, it stays closed once the app has drawn over it.
  release();
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});
