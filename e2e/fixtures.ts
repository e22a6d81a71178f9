import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test starts with an empty cart, and fails on any console error or
 * uncaught page error (a broken page must never pass quietly).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

/** Opens the cart panel from the header. */
export async function openCart(page: Page) {
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
}
