import type { Page } from '@playwright/test';
import { APP_STARTED_EVENT } from '../apps/web/src/lib/app-boot';
import { expect } from './fixtures';

/** Notes on the page when the app says it has started (call before going to the page). */
export async function watchAppStart(page: Page) {
  await page.addInitScript((event) => {
    addEventListener(event, () => Object.assign(window, { __started: true }), { once: true });
  }, APP_STARTED_EVENT);
}

/** Waits until the app has started on the page watched. */
export const appStarted = (page: Page) =>
  expect.poll(() => page.evaluate(() => (window as unknown as { __started?: boolean }).__started)).toBe(true);
