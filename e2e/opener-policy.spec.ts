import type { Page } from '@playwright/test';
import { appStarted, watchAppStart } from './app-start';
import { expect, loginAsAdmin, test } from './fixtures';

// docs/decisions/024: the back office and the payment page are cut off from the windows that open them; the
// shop's other pages keep their opener, so a visit to them stays in the renderer it starts in.

/** Opens `path` from a blank tab, as another site's window.open would, and says whether it can reach that tab. */
async function keepsItsOpener(page: Page, path: string) {
  const opened = page.context().waitForEvent('page');
  await page.evaluate((url) => {
    window.open(url);
  }, new URL(path, test.info().project.use.baseURL).href);
  const popup = await opened;
  await popup.waitForLoadState('domcontentloaded');
  const reachable = await popup.evaluate(() => window.opener !== null);
  await popup.close();
  return reachable;
}

test('a window that opens the back office or the payment page cannot reach it; the shop’s pages keep their opener', async ({
  page,
}) => {
  for (const path of ['/admin-login', '/admin-dashboard', '/ManageOrders', '/formpage']) {
    expect(await keepsItsOpener(page, path), path).toBe(false);
  }
  for (const path of ['/', '/designs', '/checkout']) {
    expect(await keepsItsOpener(page, path), path).toBe(true);
  }
});

test('an admin who reaches the back office inside the app gets it in a document of its own', async ({ page }) => {
  await loginAsAdmin(page);
  await watchAppStart(page);
  await page.goto('/designs');
  await page.getByRole('searchbox').first().focus();
  await appStarted(page);
  const entry = () => page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname);
  expect(await entry()).toBe('/designs');
  // An address reached inside the app, as Back or a link would.
  await page.evaluate(() => {
    history.pushState(null, '', '/admin-dashboard');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(entry).toBe('/admin-dashboard');
  expect((await page.request.get('/admin-dashboard')).headers()['cross-origin-opener-policy']).toBe('same-origin');
});
