import type { Page } from '@playwright/test';
import { APP_STARTED_EVENT } from '../apps/web/src/lib/app-boot';

const STARTED_KEY = '__storeAppStarted';

/**
 * Holds the app's entry script back, as a phone's slow network and CPU do for seconds after the first tap;
 * with `modules`, the modules it imports too (still downloading: the page script may yet change the page).
 */
export async function holdTheApp(page: Page, { modules = false } = {}): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const boot = await page.request.get('/').then(async (response) => {
    const html = await response.text();
    const json = /<script type="application\/json" id="app-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
    return JSON.parse(json) as { entry?: string; boot?: string; preload?: string[] };
  });
  if (!boot.entry || !boot.boot) throw new Error('no app entry or boot script in the boot data');
  // The app says when it has taken the page over; its entry having arrived (it is preloaded) is not enough.
  await page.addInitScript(
    ([event, key]) => addEventListener(event, () => Object.assign(window, { [key]: true }), { once: true }),
    [APP_STARTED_EVENT, STARTED_KEY] as const,
  );
  // The boot script's own imports come with it, before any input: never held.
  const bootSource = await (await page.request.get(boot.boot)).text();
  const bootImports = [...bootSource.matchAll(/from\s*["']\.\/([^"']+)["']/g)].map((match) => match[1] ?? '');
  const heldModules = (boot.preload ?? []).filter((href) => !bootImports.some((name) => href.endsWith(`/${name}`)));
  for (const script of [boot.entry, ...(modules ? heldModules : [])]) {
    await page.route(`**${script}`, async (route) => {
      await released;
      await route.continue();
    });
  }
  return release;
}

/** The app has not started: it has not taken the page over (its start signal, watched since holdTheApp). */
export const appNotStarted = (page: Page) =>
  page.evaluate((key) => (window as unknown as Record<string, unknown>)[key] !== true, STARTED_KEY);
