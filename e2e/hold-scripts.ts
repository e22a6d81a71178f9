import type { Page } from '@playwright/test';

/**
 * Holds every script of the build until released, as a slow phone's network does. The page's module scripts then
 * hold its DOMContentLoaded and load events too: a test goes to the page without waiting for them.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
