// Checks the catalogue images in a real browser, before any input: WebP srcset, width/height, the first row eager
// and high priority when it is on the first screen (the largest paint may be one of them), the rest lazy. A grid
// that starts below the first screen (the home page's, under the hero) fetches nothing ahead of the page's text.
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { withTimeout } from './cleanup.mjs';

export const VIEWPORTS = {
  mobile: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { width: 1350, height: 940, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

/** Runs in the page: inspects every <img> with a srcset (the design cards). */
function inspectImages() {
  const images = [...document.querySelectorAll('img[srcset]')];
  const tops = images.map((image) => Math.round(image.getBoundingClientRect().top + window.scrollY));
  const firstTop = Math.min(...tops);
  return images.map((image, index) => ({
    firstRow: Math.abs(tops[index] - firstTop) <= 4,
    firstScreen: firstTop < window.innerHeight,
    webp: image.srcset
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .every((src) => /\.webp(\?|$)/.test(src)),
    widthDescriptors: /\s\d+w(,|$)/.test(image.srcset),
    sized: image.hasAttribute('width') && image.hasAttribute('height'),
    loading: image.getAttribute('loading') ?? 'auto',
    fetchPriority: image.getAttribute('fetchpriority') ?? 'auto',
  }));
}

function judge(images) {
  const problems = [];
  const count = (predicate) => images.filter(predicate).length;
  if (images.length === 0) problems.push('no catalogue images found');
  const notWebp = count((image) => !image.webp || !image.widthDescriptors);
  if (notWebp) problems.push(`${notWebp} without a WebP width srcset`);
  const unsized = count((image) => !image.sized);
  if (unsized) problems.push(`${unsized} without width/height`);
  const onFirstScreen = images.some((image) => image.firstScreen);
  const firstRow = onFirstScreen ? images.filter((image) => image.firstRow) : [];
  const rest = images.filter((image) => !firstRow.includes(image));
  const firstWrong = firstRow.filter((image) => image.loading === 'lazy' || image.fetchPriority !== 'high').length;
  if (firstWrong) problems.push(`${firstWrong} of ${firstRow.length} first-row not eager+high`);
  const restWrong = rest.filter((image) => image.loading !== 'lazy').length;
  if (restWrong) problems.push(`${restWrong} of ${rest.length} below the first row not lazy`);
  const restHigh = rest.filter((image) => image.fetchPriority === 'high').length;
  if (restHigh) problems.push(`${restHigh} below the first row with high priority`);
  return { count: images.length, firstRow: firstRow.length, onFirstScreen, problems };
}

/** Opens each path at each viewport and judges the card images; one result per (path, viewport). */
export async function checkImages(origin, paths = ['/', '/designs']) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs, headless: true });
  try {
    const results = [];
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: viewport.deviceScaleFactor,
        isMobile: viewport.isMobile,
        hasTouch: viewport.hasTouch,
      });
      for (const pagePath of paths) {
        const page = await context.newPage();
        try {
          await withTimeout(
            (async () => {
              await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
              await page.waitForSelector('img[srcset]', { timeout: 15_000 });
            })(),
            30_000,
            `opening ${pagePath}`,
          );
          results.push({ path: pagePath, viewport: viewportName, ...judge(await page.evaluate(inspectImages)) });
        } catch (error) {
          results.push({ path: pagePath, viewport: viewportName, count: 0, firstRow: 0, problems: [error.message] });
        } finally {
          await page.close();
        }
      }
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
