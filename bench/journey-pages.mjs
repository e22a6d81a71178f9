// Every page on the way to paying, with the state a shopper has there (a cart, a login, a checkout in
// progress, a paid order): Lighthouse mobile (worst of BENCH_JOURNEY_RUNS, 5 by default) and the JavaScript
// a phone loads before and after the page's first interaction. The state is made through the store's own
// API and pages; each Lighthouse run gets it in its fresh browser's storage before the audit, and a page that
// did not render with it (a login page instead, no order) is reported as not measured.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { withTimeout } from './cleanup.mjs';
import { PHONE as PHONE_CONTEXT } from './first-tap.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { prepareLogin } from './login.mjs';
import { row } from './report.mjs';
import { repoRoot } from './server.mjs';
import { settle } from './settle.mjs';

const RUNS = Number(process.env.BENCH_JOURNEY_RUNS ?? 5);
/** BENCH_JOURNEY_PAGES=sucess,my-orders measures only the pages whose path contains one of the words. */
const ONLY = process.env.BENCH_JOURNEY_PAGES?.split(',').filter(Boolean);
const PERFORMANCE_TARGET = 0.95;
const VIEWPORT = { width: 390, height: 844 };
const PHONE = '9876543210';
/** A same-origin file with no script: where the storage is written before the page is opened. */
const STORAGE_PAGE = '/favicon.svg';
const reportDir = path.join(repoRoot, 'bench/results/lighthouse');

async function api(origin, pathname, { token, body, headers = {} } = {}) {
  const response = await fetch(`${origin}/api${pathname}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok)
    throw new Error(`${pathname} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

/** The cart as the app keeps it in localStorage (apps/web/src/lib/cart-lines.ts). */
const cartOf = (card) =>
  JSON.stringify([{ _id: card._id, title: card.title, price: card.price, imageSrc: card.imageSrc, quantity: 1 }]);

/** Writes localStorage and sessionStorage on a page (Playwright's or Puppeteer's) already on the store's origin. */
function setStorage(page, { local = {}, session = {} }) {
  return page.evaluate(
    ([localEntries, sessionEntries]) => {
      for (const [key, value] of Object.entries(localEntries)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(sessionEntries)) sessionStorage.setItem(key, value);
    },
    [local, session],
  );
}

const pathOf = (url) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** From the cart through /checkout (phone and billing) to /formpage, as the checkout e2e steps do. */
async function checkoutToPaymentPage(page, origin) {
  await page.goto(`${origin}/checkout`);
  await page.getByLabel('Phone number').fill(PHONE);
  await page.getByLabel('Billing address').fill('12 MG Road\nBengaluru 560001');
  await page.getByLabel('Billing state').selectOption('29');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForURL(/\/formpage$/);
  await page.getByTestId('pay-total').waitFor();
}

/**
 * The shopper's state, made as a shopper makes it: an account (signed up and logged in through the API), one
 * design bought through /checkout, /formpage and the demo provider's card form (the browser ends on /sucess with
 * the provider's real encResp), and a second design taken through checkout to the provider's page, left unpaid.
 */
async function makeJourneyState(origin) {
  const account = await prepareLogin(origin);
  if (!account.available) throw new Error(account.reason);
  const { token, user } = await api(origin, '/login', { body: account.body });
  const [paidCard, cartCard] = await api(origin, '/cards?page=1&limit=2');
  const loggedIn = { token, user: JSON.stringify(user) };
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${origin}${STORAGE_PAGE}`);
    await setStorage(page, { local: { ...loggedIn, cart: cartOf(paidCard) } });
    await checkoutToPaymentPage(page, origin);
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await page.waitForURL(/\/demo-checkout\//);
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Name on card').fill(user.name);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/sucess\?encResp=/, { timeout: 30_000 });
    // The page empties the cart once the server has read the result: the next cart is written after that.
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor({ timeout: 30_000 });
    const successPage = pathOf(page.url());

    await setStorage(page, { local: { cart: cartOf(cartCard) } });
    await checkoutToPaymentPage(page, origin);
    const checkout = await page.evaluate(() => sessionStorage.getItem('checkout'));
    const local = await page.evaluate(() => ({ ...localStorage }));
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await page.waitForURL(/\/demo-checkout\//);
    const demoCheckoutPage = pathOf(page.url());

    const orders = await api(origin, '/orders', { token });
    const paid = orders.find((order) => order.status === 'PAID');
    const unpaid = orders.find((order) => order.status !== 'PAID');
    const { projects } = await api(origin, '/projects', { token });
    const project = projects.find((candidate) => candidate.orderNumber === paid?.id);
    if (!paid || !unpaid || !project)
      throw new Error(`no paid order, unpaid order or project (${JSON.stringify(orders)})`);
    // The cart and the checkout in progress are the second design's; the first one is bought.
    const withCart = { local: { cart: cartOf(cartCard) } };
    const customer = { local: { ...local, ...loggedIn, cart: cartOf(cartCard) } };
    return {
      email: user.email,
      pages: [
        { name: 'cart', path: '/cart', storage: withCart, shows: [cartCard.title], tap: 'Checkout' },
        { name: 'user-login', path: '/user-login', storage: withCart, shows: [], form: true },
        { name: 'signup', path: '/signup', storage: withCart, shows: [], form: true },
        { name: 'checkout', path: '/checkout', storage: customer, shows: [cartCard.title] },
        {
          name: 'formpage',
          path: '/formpage',
          storage: { ...customer, session: { checkout } },
          shows: [cartCard.title, PHONE],
        },
        { name: 'sucess', label: '/sucess?encResp=…', path: successPage, storage: customer, shows: [paid.id] },
        { name: 'my-orders', path: '/my-orders', storage: customer, shows: [paid.id, unpaid.id] },
        {
          name: 'project',
          label: '/projects/<id>',
          path: `/projects/${encodeURIComponent(project.id)}`,
          storage: customer,
          shows: [project.reference],
        },
        {
          name: 'demo-checkout',
          label: '/demo-checkout/<session>',
          path: demoCheckoutPage,
          storage: customer,
          shows: [unpaid.id],
        },
      ],
    };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's `prepare`: a Puppeteer page in the run's fresh Chromium, on the store's origin with the page's
 * storage written (Lighthouse keeps localStorage and the tab's sessionStorage; it clears the HTTP cache), and a
 * check after the audit that the page shows what its state should show, on its own address.
 */
function prepareWith(origin, page, problems) {
  return async (port) => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
    const tab = await browser.newPage();
    await tab.goto(`${origin}${STORAGE_PAGE}`);
    await setStorage(tab, page.storage);
    return {
      page: tab,
      async after() {
        try {
          const seen = await tab.evaluate(() => ({
            url: location.href,
            // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, not its hidden text.
            text: document.body?.innerText ?? '',
            fields: document.querySelectorAll('main input').length,
          }));
          problems.push(renderProblem(page, origin, seen));
        } finally {
          await browser.disconnect();
        }
      },
    };
  };
}

/** Why a run did not show the page with its state (a redirect, a missing order), or null when it did. */
function renderProblem(page, origin, seen) {
  if (pathOf(seen.url) !== pathOf(`${origin}${page.path}`)) return `ended on ${new URL(seen.url).pathname}`;
  const missing = page.shows.filter((text) => !seen.text.includes(text));
  if (missing.length > 0) return `did not show ${missing.join(', ')}`;
  if (page.form && seen.fields === 0) return 'showed no form';
  return null;
}

/**
 * What Lighthouse names as the cost in a report: its diagnostics and insights that would save time (costliest
 * first, with the metric they save), the LCP element's slowest phase and the elements that shift.
 */
function namedCosts(reportFile) {
  const lhr = JSON.parse(readFileSync(reportFile, 'utf8'));
  const costs = [];
  for (const ref of lhr.categories.performance.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 || audit.score === null || audit.score >= 1) continue;
    const savings = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => value > 0);
    if (savings.length === 0) continue;
    // A layout shift of 0.1 weighs like a second of time here, only to order the list.
    const size = savings.reduce((sum, [metric, value]) => sum + (metric === 'CLS' ? value * 10_000 : value), 0);
    const saved = savings.map(([metric, value]) =>
      metric === 'CLS' ? `CLS ${value.toFixed(3)}` : `${metric} ${ms(value)}`,
    );
    costs.push({
      size,
      text: `${ref.id} (${[audit.displayValue, `saves ${saved.join(', ')}`].filter(Boolean).join('; ')})`,
    });
  }
  const named = costs.sort((a, b) => b.size - a.size).map((cost) => cost.text);
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const slowest = phases?.items?.toSorted((a, b) => b.timing - a.timing)[0];
  if (slowest) named.push(`LCP element “${element.items[0]?.node?.nodeLabel}”: ${slowest.phase} ${ms(slowest.timing)}`);
  const shifted = new Set(
    (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => item.node?.selector).filter(Boolean),
  );
  if (shifted.size > 0) named.push(`shifting: ${[...shifted].join(', ')}`);
  return named;
}

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function lighthouseRows(page, label, result, problems, notes) {
  const name = `Lighthouse mobile ${label} (${page.storageLabel}; worst of ${result.worst?.runs ?? 0})`;
  const failed = problems.filter(Boolean);
  if (failed.length > 0 || !result.worst) {
    const why = failed.length > 0 ? `not measured: ${failed[0]}` : `not measured: ${result.runtimeError ?? 'no run'}`;
    return [
      row({ name, figure: why, target: `performance ≥ ${PERFORMANCE_TARGET}, accessibility 100`, result: 'error' }),
    ];
  }
  const { scores, tbtMs, lcpMs } = result.worst;
  const performance = scores.performance / 100;
  const passed = performance >= PERFORMANCE_TARGET;
  if (!passed || scores.accessibility < 100) {
    const file = path.join(reportDir, `journey-${page.name}.json`);
    notes.push(`${name}: Lighthouse names ${namedCosts(file).join('; ')}`);
    for (const lost of result.lost.filter((item) => item.startsWith('accessibility'))) notes.push(`${name}: ${lost}`);
  }
  return [
    row({
      name: `${name}: performance`,
      figure: `${performance.toFixed(2)} (TBT ${ms(tbtMs)}, LCP ${ms(lcpMs)})`,
      target: `≥ ${PERFORMANCE_TARGET}`,
      result: passed ? 'pass' : 'miss',
      value: performance,
    }),
    row({
      name: `${name}: accessibility`,
      figure: scores.accessibility,
      target: '100',
      result: scores.accessibility === 100 ? 'pass' : 'miss',
      value: scores.accessibility,
    }),
  ];
}

/** Script bytes (encodedBodySize) of every resource entry the document has so far. */
const scriptBytes = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || /\.m?js(\?|$)/.test(entry.name))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );

/** Lighthouse's mobile CPU slowdown, for the interaction's timing (the bytes do not depend on it). */
const CPU_SLOWDOWN = 4;

/** Installed before the page's scripts: the longest event of the first interaction (INP as web-vitals takes it). */
function interactionWatcher() {
  const state = { firstId: 0, inp: null };
  window.__journeyInteraction = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      state.firstId ||= entry.interactionId;
      if (entry.interactionId === state.firstId) state.inp = Math.max(state.inp ?? 0, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * The page's natural first interaction: its own (`page.tap`, a button's name) where the first button is not it
 * (the cart's first is Remove), else typing into the first field of its main content (emptied first, as a
 * shopper correcting it would), else a tap on its first button there. A tap that leaves the page is answered
 * 204 so the browser stays: what the page loaded up to then is counted.
 */
async function firstInteraction(tab, page, email) {
  let left = '';
  await tab.route('**/*', (route) => {
    if (!route.request().isNavigationRequest() || route.request().frame() !== tab.mainFrame()) return route.continue();
    // Only the route's first segment: the row's name stays the same from run to run.
    left = `, which leaves for /${new URL(route.request().url()).pathname.split('/')[1]}/… (not followed)`;
    return route.fulfill({ status: 204 });
  });
  const main = tab.locator('main').first();
  const field = main.locator('input:visible, textarea:visible').first();
  if (!page.tap && (await field.count()) > 0) {
    const label = await field.evaluate((input) => input.labels?.[0]?.textContent ?? input.name);
    const type = await field.getAttribute('type');
    await field.tap();
    await field.press('ControlOrMeta+a');
    await field.pressSequentially(type === 'email' ? email : type === 'tel' ? PHONE : 'Asha', { delay: 50 });
    return `typing into “${label.trim()}”`;
  }
  const button = page.tap ? main.getByRole('button', { name: page.tap }) : main.getByRole('button').first();
  const label = ((await button.getAttribute('aria-label')) ?? (await button.textContent())).trim();
  await button.tap();
  await settle(tab);
  return `a tap on “${label}”${left}`;
}

/** JavaScript bytes transferred on a fresh phone-sized load and after its first interaction, and that interaction's INP. */
async function interactionSession(browser, origin, page, email) {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const tab = await context.newPage();
    await tab.goto(`${origin}${STORAGE_PAGE}`);
    await setStorage(tab, page.storage);
    await tab.addInitScript(interactionWatcher);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' });
    await settle(tab);
    const before = await scriptBytes(tab);
    const interaction = await firstInteraction(tab, page, email);
    await settle(tab);
    const after = await scriptBytes(tab);
    const inp = await tab.evaluate(() => window.__journeyInteraction.inp);
    return { before, after, interaction, inp };
  } finally {
    await context.close();
  }
}

const INTERACTION_TARGET_MS = 200;

function interactionRows(label, js) {
  const what = js.interaction ? `; ${js.interaction}` : '';
  if (js.error) return [row({ name: `First interaction on ${label}`, figure: `error: ${js.error}`, result: 'error' })];
  return [
    row({
      name: `JavaScript before interaction / after the first interaction on ${label} (390×844, bytes transferred${what})`,
      figure: `${kb(js.before)} / ${kb(js.after)}`,
      value: js.before,
      afterValue: js.after,
    }),
    row({
      name: `First interaction on ${label}: INP (390×844, CPU ${CPU_SLOWDOWN}×, one fresh load${what})`,
      // Event timing leaves out events under 16 ms.
      figure: js.inp === null ? '< 16 ms' : ms(js.inp),
      target: `< ${INTERACTION_TARGET_MS} ms`,
      result: (js.inp ?? 0) < INTERACTION_TARGET_MS ? 'pass' : 'miss',
      value: js.inp,
    }),
  ];
}

const STORAGE_LABELS = { withCart: 'a design in the cart', customer: 'logged in, a design in the cart' };

/** Rows and details for every page on the way to paying. */
export async function measureJourneyPages(origin, log = () => {}) {
  const state = await makeJourneyState(origin);
  const rows = [];
  const notes = [];
  const details = [];
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    for (const page of state.pages.filter((each) => !ONLY || ONLY.some((word) => each.path.includes(word)))) {
      page.storageLabel = page.storage.session
        ? `${STORAGE_LABELS.customer}, checkout in progress`
        : page.storage.local.token
          ? STORAGE_LABELS.customer
          : STORAGE_LABELS.withCart;
      const label = page.label ?? page.path;
      log(`  Lighthouse mobile ${label}`);
      const problems = [];
      let result;
      try {
        result = await runLighthouse(`${origin}${page.path}`, {
          runs: RUNS,
          reportFile: path.join(reportDir, `journey-${page.name}.json`),
          prepare: prepareWith(origin, page, problems),
        });
      } catch (error) {
        result = { runtimeError: error.message.split('\n')[0] };
      }
      rows.push(...lighthouseRows(page, label, result, problems, notes));
      const js = await withTimeout(interactionSession(browser, origin, page, state.email), 90_000, label).catch(
        (error) => ({ error: error.message.split('\n')[0] }),
      );
      rows.push(...interactionRows(label, js));
      details.push({ page: label, problems, lighthouse: result, javascript: js });
    }
  } finally {
    await browser.close();
  }
  return { rows, notes, details };
}
