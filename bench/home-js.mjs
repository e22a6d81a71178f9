// The JavaScript the home page loads, as a phone's browser fetches it: the boot script on arrival, then at the
// shopper's first tap the app's start-up and every chunk the app loads to take the page over, then whatever
// scrolling to the end of the page brings. Each file is counted at its gzip size (level 9) from the build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { PHONE } from './first-tap.mjs';
import { row } from './report.mjs';
import { settle as settleFor } from './settle.mjs';

const KB = 1024;
const TARGET_KB = 120;
const QUIET_MS = 1500;
/** The app says so when it handles the page's events (apps/web/src/lib/app-boot.ts). */
const APP_STARTED_EVENT = 'store:app-started';

/** The page's JavaScript so far: the paths of the scripts and module preloads it has fetched from its own origin. */
const scriptPaths = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && /\.m?js$/.test(url.pathname))
      .map((url) => url.pathname),
  );

/** Waits until the page has fetched nothing new for QUIET_MS (at most 15 s). */
const settle = (page) => settleFor(page, QUIET_MS, 15_000);

function gzipOf(distDir, pathname) {
  const file = path.join(distDir, pathname);
  if (!existsSync(file)) throw new Error(`${pathname} was loaded but is not in ${distDir}`);
  return gzipSync(readFileSync(file), { level: 9 }).byteLength;
}

/** Loads `/` at 390×844, taps the phone menu once the page has loaded, then scrolls to its end. */
export async function measureHomeJs(origin, distDir) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.addInitScript((event) => {
      // Every fetch is listed, however many images the page has (the browser keeps 250 by default).
      performance.setResourceTimingBufferSize(5000);
      addEventListener(event, () => {
        window.__appStarted = true;
      });
    }, APP_STARTED_EVENT);
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await settle(page);
    const onArrival = new Set(await scriptPaths(page));
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    await page.getByRole('button', { name: 'Close menu' }).first().tap();
    await page.waitForFunction(() => window.__appStarted === true);
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settle(page);
    const all = new Set(await scriptPaths(page));
    const files = [...all].map((pathname) => ({
      file: pathname,
      gzip: gzipOf(distDir, pathname),
      when: onArrival.has(pathname) ? 'on arrival' : 'after the first tap',
    }));
    // What the catalogue's first filter brings on top: the check of the store's answer loads with it.
    await page.locator('fieldset[aria-label="Filter by category"] button').nth(1).tap();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await settle(page);
    const withFilter = (await scriptPaths(page))
      .filter((pathname) => !all.has(pathname))
      .map((pathname) => ({ file: pathname, gzip: gzipOf(distDir, pathname), when: 'with the first filter' }));
    return { files, total: files.reduce((sum, file) => sum + file.gzip, 0), withFilter };
  } finally {
    await browser.close();
  }
}

export function homeJsRows(measured) {
  const arrival = measured.files.filter((file) => file.when === 'on arrival');
  const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);
  return [
    row({
      name: `Home page JS, gzip: everything / loads through a first tap and a scroll to its end (${measured.files.length} files, 390×844)`,
      figure: `${(measured.total / KB).toFixed(1)} KB`,
      target: `≤ ${TARGET_KB}.0 KB`,
      result: measured.total <= TARGET_KB * KB ? 'pass' : 'miss',
      value: measured.total,
    }),
    row({
      name: `Home page JS, gzip: what the catalogue's first filter adds (${measured.withFilter.map((file) => path.basename(file.file)).join(', ') || 'nothing'})`,
      figure: `${(sum(measured.withFilter) / KB).toFixed(1)} KB`,
    }),
    row({
      name: `Home page JS, gzip: on arrival, before any input (${arrival.map((file) => path.basename(file.file)).join(', ')})`,
      figure: `${(sum(arrival) / KB).toFixed(1)} KB`,
    }),
  ];
}
