import { appStarted, watchAppStart } from './app-start';
import { expect, test } from './fixtures';

/**
 * The store's pages forbid what they do not need (inline scripts but the loaders by hash, eval): the app itself
 * must not ask for any of it, or every visit pays for a refused request and its report.
 */
for (const [path, act] of [
  ['/forgot-password', 'the app draws the page'],
  ['/', 'the first tap fetches the app'],
] as const) {
  test(`no Content-Security-Policy violation on ${path} as the app starts (${act})`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __violations: seen });
      document.addEventListener('securitypolicyviolation', (violation) =>
        seen.push(
          `${violation.violatedDirective} ${violation.blockedURI} ${violation.sourceFile}:${violation.lineNumber}`,
        ),
      );
    });
    await watchAppStart(page);
    await page.goto(path);
    if (path === '/') await page.getByRole('button', { name: /Cart, \d+ items?/ }).click();
    await appStarted(page);
    // The app's first queries have parsed their answers (zod) by the time the page is idle.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  });
}
