import type { Page } from '@playwright/test';

/** Holds the app's entry script back, as a phone's slow network and CPU do for seconds after the first tap. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const boot = await page.request.get('/').then(async (response) => {
    const html = await response.text();
    const json = /<script type="application\/json" id="app-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
    return JSON.parse(json) as { entry?: string };
  });
  if (!boot.entry) throw new Error('no app entry in the boot data');
  await page.route(`**${boot.entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app has not started: its entry script has not arrived. */
export const appNotStarted = (page: Page) =>
  page.evaluate(() => {
    const entry = JSON.parse(document.getElementById('app-boot')?.textContent ?? '{}').entry as string;
    return !performance.getEntriesByType('resource').some((resource) => resource.name.endsWith(entry));
  });
