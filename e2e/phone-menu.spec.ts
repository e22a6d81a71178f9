import type { Page } from '@playwright/test';
import { expect, isPhone, loginAsAdmin, test } from './fixtures';

const publicPages = [
  '/',
  '/designs',
  '/cards',
  '/contactus',
  '/aboutus',
  '/career',
  '/marketing',
  '/privacypolicy',
  '/TermsAndConditions',
  '/TermsAndRefundPolicy',
  '/privacytouse',
  '/signup',
  '/fail',
];

/** What the browser would hit at the centre of the element, and whether that lies inside it. */
async function hitAtCentre(page: Page, selector: string, index: number) {
  return page.evaluate(
    ([sel, i]) => {
      const element = document.querySelectorAll(sel)[i as number] as HTMLElement;
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { text: element.textContent?.trim(), inside: Boolean(hit && element.contains(hit)) };
    },
    [selector, index] as const,
  );
}

for (const path of publicPages) {
  test(`phone menu on ${path}: full-height panel over a full-viewport backdrop, every link on top`, async ({
    page,
  }) => {
    test.skip(!isPhone(page), 'the menu button shows below 1024 px');
    await page.goto(path);
    // The menu measured is the page's own: one a page in the layout shell (signup, fail) opened before the app came
    // is replaced as the app draws over it (e2e/layout-shell.spec.ts).
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();

    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const panel = await menu.boundingBox();
    expect(panel?.y).toBe(0);
    expect(panel?.height).toBe(viewport.height);

    const links = menu.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(6); // logo, Home, Designs, ContactUs, AboutUs, Career, Login
    for (let index = 0; index < count; index += 1) {
      const hit = await hitAtCentre(page, 'nav[aria-label="Mobile"] a', index);
      expect(hit, `link "${hit.text}" is the element at its own centre`).toMatchObject({ inside: true });
    }
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    // Every point outside the panel belongs to the backdrop, down to the bottom of the viewport.
    const outside = await page.evaluate(
      ([x, bottom]) =>
        [10, bottom / 2, bottom - 5].map((y) => {
          const hit = document.elementFromPoint(x, y);
          return hit?.tagName === 'DIALOG' && !hit.querySelector('nav[aria-label="Mobile"]')?.contains(hit);
        }),
      [viewport.width - 10, viewport.height] as const,
    );
    expect(outside).toEqual([true, true, true]);

    const url = page.url();
    await page.evaluate(() => {
      (window as unknown as { reached: string[] }).reached = [];
      document.addEventListener(
        'click',
        (event) => (window as unknown as { reached: string[] }).reached.push((event.target as Element).tagName),
        true,
      );
    });
    await page.mouse.click(viewport.width - 10, viewport.height / 2);
    await expect(menu).toBeHidden();
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => (window as unknown as { reached: string[] }).reached)).toEqual(['DIALOG']);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });
}

test('phone menu links are dark on white, readable over any page', async ({ page }) => {
  test.skip(!isPhone(page), 'the menu button shows below 1024 px');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  const colours = await page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Mobile"]') as HTMLElement;
    return {
      panel: getComputedStyle(nav.parentElement as HTMLElement).backgroundColor,
      links: Array.from(nav.querySelectorAll('ul a'), (link) => getComputedStyle(link).color),
    };
  });
  expect(colours.panel).toBe('rgb(255, 255, 255)');
  for (const colour of colours.links) {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    // Relative luminance of the text well under the white panel's: WCAG AA needs 4.5:1.
    const channel = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
    const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    expect(1.05 / (luminance + 0.05)).toBeGreaterThan(4.5);
  }
});

test('admin phone menu: full-height panel, every link on top', async ({ page }) => {
  test.skip(!isPhone(page), 'the menu button shows below 1024 px');
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Admin mobile' });
  await expect(menu).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  expect((await menu.boundingBox())?.height).toBe(viewport.height);
  const count = await menu.getByRole('link').count();
  for (let index = 0; index < count; index += 1) {
    expect((await hitAtCentre(page, 'nav[aria-label="Admin mobile"] a', index)).inside).toBe(true);
  }
  await page.mouse.click(10, viewport.height / 2);
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});
