// The first tap on a server-drawn page as a shopper on a mid-range phone feels it: 390×844, the CPU
// slowed 4× and Lighthouse's mobile network, a fresh browser context per load. For each tap: the time
// from the tap to the paint that shows its result, and Interaction to Next Paint from the browser's
// own event timing. Worst of the loads is reported: one slow visit is what a shopper may get.
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { withTimeout } from './cleanup.mjs';
import { row } from './report.mjs';

/** Fresh loads per tap; BENCH_FIRST_TAP_LOADS for a quick look. */
const LOADS = Number(process.env.BENCH_FIRST_TAP_LOADS ?? 5);
/** Only these taps (comma-separated names of TAPS), for a look at one change; all by default. */
const ONLY = process.env.BENCH_FIRST_TAPS?.split(',');
const TARGET_MS = 200;
const VIEWPORT = { width: 390, height: 844 };
/** The phone every first-interaction row is measured on (a browser context's options). */
export const PHONE = { viewport: VIEWPORT, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile network (slow 4G) as DevTools applies it: the request latency and throughput it uses. */
const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
/** A shopper reads before tapping: the tap comes this long after the page has loaded. */
const READ_MS = 1000;
const RESULT_LIMIT_MS = 15_000;

/**
 * Installed before any page script: notes the tap's time (its pointerdown), watches the page for the
 * results the tap is expected to show (PREDICATES, by name) and records the first paint after each: the
 * browser's own paint time after the event whose handlers showed it (event timing), else the first task
 * after the next frame. INP comes from 'event' entries with an interaction id, as web-vitals computes it.
 */
function watcher() {
  const visible = (element) => Boolean(element?.checkVisibility?.({ visibilityProperty: true }));
  const titles = () => [...document.querySelectorAll('article h3')].map((heading) => heading.textContent).join('|');
  const chip = () => document.querySelectorAll('fieldset[aria-label="Filter by category"] button')[1];
  const faqButton = () =>
    [...document.querySelectorAll('button[aria-controls]')].find((button) => /^faq-/.test(button.id));
  const predicates = {
    menu: () => visible(document.querySelector('nav[aria-label="Mobile"]')),
    faq: () => {
      const button = faqButton();
      return (
        button?.getAttribute('aria-expanded') === 'true' &&
        visible(document.getElementById(button.getAttribute('aria-controls')))
      );
    },
    // The chip shows selected (the grid marked loading with it, or new cards already there).
    chip: () => chip()?.getAttribute('aria-pressed') === 'true',
    newCards: () => titles() !== '' && titles() !== state.before && !document.querySelector('[aria-busy="true"]'),
    // The button shows it is working, or the design is already in the cart.
    cartFeedback: () =>
      Boolean(document.querySelector('button[aria-busy="true"]')) ||
      document.body.textContent.includes('added to cart'),
    inCart: () => document.body.textContent.includes('added to cart'),
    // The preview's dialog is open (its pages may still be loading).
    pdf: () => visible(document.querySelector('[role="dialog"], dialog[open]')),
    // The months chosen show in the box.
    months: () => document.querySelector('select')?.value === '3',
  };
  const state = { tapAt: null, results: {}, inp: 0, checks: [], before: '' };
  window.__firstTap = state;
  state.arm = (checks, fromChoice) => {
    state.checks = checks;
    state.fromChoice = fromChoice;
    state.before = titles();
  };
  // Event timing entries of the tap: when each event's handlers ran and when the browser painted next.
  const events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) state.inp = Math.max(state.inp, entry.duration);
      events.push(entry);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener(
    'pointerdown',
    (event) => {
      state.tapAt ??= event.timeStamp;
    },
    { capture: true },
  );
  // A select's result answers the choice made in the list its tap opened, not the tap: timed from the choice.
  addEventListener(
    'input',
    (event) => {
      if (state.fromChoice && event.target instanceof HTMLSelectElement) state.tapAt = performance.now();
    },
    { capture: true },
  );
  /**
   * A result that showed while an event's handlers (or its default action) ran is painted in the browser's
   * next paint after that event, as event timing reports it; any other, by the first task after the next
   * frame (a frame, then a task: later than the paint, never earlier).
   */
  const paintedAt = (seenAt, afterFrame) => {
    const during = events.find(
      (entry) => entry.processingStart <= seenAt && seenAt <= entry.processingEnd + 1 && entry.duration > 0,
    );
    return during ? during.startTime + during.duration : afterFrame;
  };
  const look = () => {
    if (state.tapAt === null) return;
    for (const name of state.checks) {
      if (name in state.results || !predicates[name]()) continue;
      state.results[name] = 'pending';
      const seenAt = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => {
          const afterFrame = performance.now();
          // Event timing entries come after their paint.
          setTimeout(() => {
            state.results[name] = paintedAt(seenAt, afterFrame) - state.tapAt;
          }, 300);
        }),
      );
    }
  };
  const observe = () =>
    new MutationObserver(look).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  if (document.documentElement) observe();
  else addEventListener('DOMContentLoaded', observe);
  // A native change (a dialog shown) need not mutate the DOM; the interval catches anything else.
  addEventListener('toggle', look, { capture: true });
  setInterval(look, 50);
}

/** The taps: how to make one, and which results it must show (the first is the one judged). */
const TAPS = {
  menu: {
    label: 'the phone menu',
    checks: { result: 'menu' },
  },
  faq: {
    label: 'the first FAQ item',
    target: (page) =>
      page
        .locator('section', { has: page.getByRole('heading', { name: /Frequently asked/i }) })
        .getByRole('button')
        .first(),
    checks: { result: 'faq' },
  },
  chip: {
    label: 'a category chip',
    target: (page) => page.getByRole('group', { name: 'Filter by category' }).getByRole('button').nth(1),
    checks: { result: 'chip', 'new cards': 'newCards' },
  },
  cart: {
    label: 'Add to Cart',
    target: (page) => page.getByRole('button', { name: 'Add to Cart' }).first(),
    checks: { result: 'cartFeedback', 'in the cart': 'inCart' },
  },
  pdf: {
    label: 'PDF Preview',
    // The first design on the page that has a PDF (one without answers with an alert), by the page's own data.
    target: async (page) => {
      const index = await page.evaluate(() => {
        const cards = JSON.parse(document.getElementById('first-designs')?.textContent ?? '{}').cards;
        return Array.isArray(cards)
          ? Math.max(
              0,
              cards.findIndex((card) => card.pdfSrc),
            )
          : 0;
      });
      return page.getByRole('button', { name: 'PDF Preview' }).nth(index);
    },
    checks: { result: 'pdf' },
  },
  months: {
    label: "a plan's months",
    target: (page) => page.getByRole('combobox', { name: /^Months of / }).first(),
    // A select's choice is made from the list the tap opens: the tap, then the option (timed from the choice).
    choose: (target) => target.selectOption('3'),
    checks: { result: 'months' },
  },
};

/** One fresh load of `url` and one tap; the times (ms) from the tap to each check's paint, and INP. */
async function oneTap(browser, url, tap) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(watcher);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const target = tap.target ? await tap.target(page) : page.getByRole('button', { name: 'Open menu' });
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(READ_MS);
    const names = Object.values(tap.checks);
    await page.evaluate(
      ([checks, fromChoice]) => window.__firstTap.arm(checks, fromChoice),
      [names, Boolean(tap.choose)],
    );
    await target.tap();
    if (tap.choose) await tap.choose(target);
    await page
      .waitForFunction((wanted) => wanted.every((name) => typeof window.__firstTap.results[name] === 'number'), names, {
        timeout: RESULT_LIMIT_MS,
        polling: 50,
      })
      .catch(() => {});
    // Event timing entries are reported after their paint.
    await page.waitForTimeout(100);
    const { results, inp } = await page.evaluate(() => ({
      results: window.__firstTap.results,
      inp: window.__firstTap.inp,
    }));
    return { results: Object.fromEntries(Object.entries(tap.checks).map(([key, name]) => [key, results[name]])), inp };
  } finally {
    await context.close();
  }
}

const ms = (value) => (typeof value === 'number' ? `${Math.round(value).toLocaleString('en-US')} ms` : 'not shown');

/** Rows: for each page and tap, the worst of LOADS fresh loads, against TARGET_MS. */
export async function measureFirstTaps(origin, log = () => {}) {
  const [firstCard] = await fetch(`${origin}/api/cards?page=1&limit=1`).then((response) => response.json());
  const designPage = `/designs/${encodeURIComponent(firstCard.slug)}`;
  const plan = [
    ['/', ['menu', 'faq', 'cart', 'months']],
    ['/designs', ['menu', 'chip', 'cart', 'pdf']],
    ['/marketing', ['menu', 'months']],
    ['/contactus', ['menu']],
    [designPage, ['menu', 'cart', 'pdf']],
  ].map(([pagePath, taps]) => [pagePath, taps.filter((name) => !ONLY || ONLY.includes(name))]);
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found; run node scripts/ensure-chromium.mjs');
  const rows = [];
  const details = [];
  for (const [pagePath, taps] of plan) {
    for (const name of taps) {
      const tap = TAPS[name];
      const runs = [];
      for (let load = 0; load < LOADS; load++) {
        // A fresh browser per load: nothing compiled or cached from the load before.
        const browser = await chromium.launch({ executablePath, args: chromiumArgs });
        try {
          runs.push(await withTimeout(oneTap(browser, `${origin}${pagePath}`, tap), 90_000, `first tap ${pagePath}`));
        } catch (error) {
          runs.push({ results: {}, inp: null, error: error.message.split('\n')[0] });
        } finally {
          await browser.close();
        }
      }
      log(`  ${pagePath} ${tap.label}: ${runs.map((run) => ms(run.results.result)).join(', ')}`);
      details.push({ page: pagePath, tap: name, runs });
      const worst = (key) =>
        runs.some((run) => typeof run.results[key] !== 'number')
          ? null
          : Math.max(...runs.map((run) => run.results[key]));
      const worstInp = runs.some((run) => typeof run.inp !== 'number') ? null : Math.max(...runs.map((run) => run.inp));
      const result = worst('result');
      const extra = Object.keys(tap.checks)
        .filter((key) => key !== 'result')
        .map((key) => `; ${key} ${ms(worst(key))}`)
        .join('');
      rows.push(
        row({
          name: `First tap on ${pagePath === designPage ? '/designs/<slug>' : pagePath}: ${tap.label} (390×844, CPU 4×, mobile network; tap to the paint showing it, worst of ${LOADS} fresh loads)`,
          figure: `${ms(result)}${extra}; INP ${ms(worstInp)}`,
          target: `< ${TARGET_MS} ms`,
          result: result !== null && result < TARGET_MS && worstInp !== null && worstInp < TARGET_MS ? 'pass' : 'miss',
          value: result,
        }),
      );
    }
  }
  return { rows, details };
}
