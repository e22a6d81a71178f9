// npm run bench: builds the store, measures it against its baselines in one run, prints one table and
// writes bench/results/latest.json. It measures and does not judge: exit 0 whatever the figures.
// Options: --skip-build (use the existing build), --no-lighthouse, --no-images, --no-scale, --no-name-previews;
// BENCH_DURATION=s;
// --scale-orders adds the back office at a million orders on PostgreSQL (about 10 more minutes),
// --scale-orders-only runs just that part; --page-flood-only (with --skip-build) just the page-flood and page-crowd rows; --login-only just the login rows;
// --first-tap-only (with --skip-build) just the first-tap rows; --journey-only (with --skip-build) just the Lighthouse
// and JavaScript rows of the pages on the way to paying (bench/journey-pages.mjs; BENCH_JOURNEY_RUNS=1 for a quick look, BENCH_JOURNEY_PAGES=sucess,my-orders for some pages);
// --public-lighthouse-only (with --skip-build) just the public pages' Lighthouse rows, mobile and desktop;
// --home-js-only (with --skip-build) just the JavaScript the home page loads through a first tap.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../scripts/find-chromium.mjs';
import { captureResponse, startBaseline } from './baseline-server.mjs';
import { measureBundle } from './bundle-size.mjs';
import { cleanupNow, killChild, removeTempDir, tempDir, trackChild, withTimeout } from './cleanup.mjs';
import { measureFirstTaps } from './first-tap.mjs';
import { homeJsRows, measureHomeJs } from './home-js.mjs';
import { BROWSER_ENCODING, headerChecks, mediaNotModifiedCheck } from './http-checks.mjs';
import { DEFAULT_DURATION, load, warmUp } from './http-load.mjs';
import { checkImages } from './images.mjs';
import { measureJourneyPages } from './journey-pages.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { argon2Ceiling, measureCatalogueUnderLogins, measureLogins, prepareLogin } from './login.mjs';
import { addBenchImage } from './media-fixture.mjs';
import { floodNamePreviews, NAME_PREVIEW_CACHE_LIMIT } from './name-previews.mjs';
import { measurePageCrowds } from './page-crowd.mjs';
import { measurePageFloods } from './page-flood.mjs';
import { row, writeReport } from './report.mjs';
import { bundleRows, imageRows, lighthouseRows, lighthouseWorstRows } from './rows.mjs';
import { makeScaleDatabase } from './scale-db.mjs';
import { measureBackOfficeAtScale } from './scale-orders.mjs';
import { repoRoot, startStore } from './server.mjs';

const options = new Set(process.argv.slice(2));
const scaleOrdersOnly = options.has('--scale-orders-only');
const scaleOrders = scaleOrdersOnly || options.has('--scale-orders');
const pageFloodOnly = options.has('--page-flood-only');
const loginOnly = options.has('--login-only');
const firstTapOnly = options.has('--first-tap-only');
const journeyOnly = options.has('--journey-only');
const publicLighthouseOnly = options.has('--public-lighthouse-only');
const homeJsOnly = options.has('--home-js-only');
/** Lighthouse runs per page: the performance issue asks for 5 single mobile runs, each meeting the targets. */
const LIGHTHOUSE_RUNS = { mobile: 5, desktop: 1 };
const startedAt = Date.now();
const resultsDir = path.join(repoRoot, 'bench/results');
/** The million-order build alone may take up to 10 minutes; the pages on the way to paying about 12. */
const TIME_LIMIT_MS = (scaleOrdersOnly ? 15 : journeyOnly ? 20 : scaleOrders ? 52 : 37) * 60_000;
const CARDS_PATH = '/api/cards?page=1&limit=12';
const SEEDED_PATH = `${CARDS_PATH}&seed=12345`;
const browserHeaders = { 'accept-encoding': BROWSER_ENCODING };

const rows = [];
const notes = [];
const details = {};

const rps = (value) => `${Math.round(value).toLocaleString('en-US')} req/s`;
const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const mb = (value) => `${value.toFixed(0)} MB`;
const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;

/** Runs one part of the bench; a failure becomes an "error" row and the run goes on. */
/** The demo store whose memory each part's end reports, once it runs. */
let watchedStore;

async function part(name, fn) {
  console.log(`▶ ${name} (${elapsed()})`);
  try {
    await fn();
  } catch (error) {
    console.error(`  ✖ ${name}: ${error.message}`);
    rows.push(row({ name, figure: `error: ${error.message.split('\n')[0]}`, result: 'error' }));
  }
  const memory = watchedStore?.memory();
  if (memory) console.log(`  store RSS after ${name}: ${mb(memory.rssMb)} (peak ${mb(memory.peakRssMb)})`);
}

function run(command, args, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = trackChild(
      spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], detached: true }),
      {
        group: true,
      },
    );
    const output = [];
    const keep = (chunk) => output.push(chunk.toString());
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => killChild(child), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output.join(''));
      else
        reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal}):\n${output.join('').slice(-3000)}`));
    });
  });
}

/** Flags load results that are not clean (errors, timeouts, non-2xx answers). */
function noteUnclean(label, result) {
  if (result.errors || result.timeouts || result.non2xx) {
    notes.push(
      `${label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodes)})`,
    );
  }
}

/** Loads the same path on the store and on a bare node:http server replaying the store's bytes. */
async function storeVersusBaseline(label, origin, pathWithQuery, headers) {
  const capture = await captureResponse(`${origin}${pathWithQuery}`, headers);
  if (capture.status !== 200) throw new Error(`${pathWithQuery} answered ${capture.status}`);
  const baseline = await startBaseline({ [pathWithQuery]: capture });
  try {
    await warmUp({ url: `${origin}${pathWithQuery}`, headers });
    const store = await load({ url: `${origin}${pathWithQuery}`, headers });
    await warmUp({ url: `${baseline.origin}${pathWithQuery}`, headers });
    const bare = await load({ url: `${baseline.origin}${pathWithQuery}`, headers });
    noteUnclean(`${label} (store)`, store);
    noteUnclean(`${label} (bare node)`, bare);
    details[label] = { responseBytes: capture.body.byteLength, store, bare };
    return { store, bare, bytes: capture.body.byteLength };
  } finally {
    await baseline.stop();
  }
}

/** Requests per second against a baseline; `minimum` is the target ratio (none: an info row). */
function ratioRow(name, figure, baseline, minimum) {
  const ratio = baseline > 0 ? figure / baseline : null;
  const judged = minimum === undefined ? 'info' : ratio !== null && ratio >= minimum ? 'pass' : 'miss';
  return row({
    name,
    figure: rps(figure),
    baseline: rps(baseline),
    ratio,
    target: minimum === undefined ? '—' : `≥ ${minimum.toFixed(2)} × baseline`,
    result: judged,
    value: figure,
    baselineValue: baseline,
  });
}

/** Probe latency while pages the server draws are flooded (against the same probe during a JSON flood), and their throughput under a crowd. */
async function pageFloodPart(store) {
  await part('Page flood', async () => {
    const measured = await measurePageFloods(store.origin);
    rows.push(...measured.rows);
    details.pageFlood = measured.details;
  });
  await part('Page crowd', async () => {
    const measured = await measurePageCrowds(store.origin);
    rows.push(...measured.rows);
    details.pageCrowd = measured.details;
  });
}

/** The JavaScript the home page loads through a shopper's first tap, as the browser fetches it. */
async function homeJsPart(store) {
  await part('Home page JavaScript', async () => {
    const measured = await measureHomeJs(store.origin, path.join(repoRoot, 'apps/web/dist'));
    rows.push(...homeJsRows(measured));
    details.homeJs = measured;
  });
}

/** The first tap on each server-drawn page, as a phone under Lighthouse's mobile slowdown feels it. */
async function firstTapPart(store) {
  await part('First tap', async () => {
    const measured = await measureFirstTaps(store.origin, (line) => console.log(`${line} (${elapsed()})`));
    rows.push(...measured.rows);
    details.firstTap = measured.details;
  });
}

/** Lighthouse and the JavaScript loaded on every page on the way to paying, with a shopper's cart, login and order. */
async function journeyPart(store) {
  await part('Pages on the way to paying', async () => {
    const measured = await measureJourneyPages(store.origin, (line) => console.log(`${line} (${elapsed()})`));
    rows.push(...measured.rows);
    notes.push(...measured.notes);
    details.journeyPages = measured.details;
  });
}

/** Logins per second against the hashing ceiling, and the catalogue's p99 while logins run against its solo p99. */
async function loginPart(store) {
  await part('Login', async () => {
    const login = await prepareLogin(store.origin);
    if (!login.available) {
      rows.push(
        row({
          name: 'Login POST /api/login: logins per second',
          figure: login.reason,
          target: '≥ 0.90 × baseline',
          result: 'fail',
        }),
      );
      rows.push(
        row({ name: 'Catalogue p99 while logins run', figure: login.reason, target: '< 2 × solo p99', result: 'fail' }),
      );
      return;
    }
    const ceiling = await argon2Ceiling();
    details.argon2 = ceiling;
    const logins = await measureLogins(store.origin, login.body, DEFAULT_DURATION);
    noteUnclean('logins', logins);
    details.logins = logins;
    const loginRatio = logins.okPerSecond / ceiling.perSecond;
    rows.push(
      row({
        name: `Login POST /api/login: logins per second (baseline: argon2id hashes/s in-process, ${ceiling.threads} at a time as the store hashes, ${ceiling.singleMs.toFixed(0)} ms each)`,
        figure: `${logins.okPerSecond.toFixed(0)}/s (p99 ${ms(logins.latency.p99)})`,
        baseline: `${ceiling.perSecond.toFixed(0)}/s`,
        ratio: loginRatio,
        target: '≥ 0.90 × baseline',
        result: loginRatio >= 0.9 ? 'pass' : 'miss',
        value: logins.okPerSecond,
        baselineValue: ceiling.perSecond,
      }),
    );
    // Both timed to a fraction of a millisecond, the same way, one just before the other.
    const catalogue = { url: `${store.origin}${CARDS_PATH}`, headers: browserHeaders, exactLatency: true };
    const solo = await load(catalogue);
    const mixed = await measureCatalogueUnderLogins(store.origin, login.body, catalogue, DEFAULT_DURATION);
    noteUnclean('catalogue during logins', mixed.cards);
    details.mixed = mixed;
    const [mixedP99, soloP99] = [mixed.cards.latency.exactP99, solo.latency.exactP99];
    const ratio = mixedP99 / soloP99;
    rows.push(
      row({
        name: `Catalogue p99 while logins run (${mixed.logins.okPerSecond.toFixed(0)} logins/s alongside; each answer timed to 0.01 ms)`,
        figure: `${mixedP99.toFixed(2)} ms`,
        baseline: `${soloP99.toFixed(2)} ms solo`,
        ratio,
        target: '< 2.00 × solo',
        result: ratio < 2 ? 'pass' : 'miss',
        value: mixedP99,
        baselineValue: soloP99,
      }),
    );
  });
}

/** Lighthouse on the public pages, mobile and desktop: the median run's rows and the worst of the runs. */
async function publicLighthousePart(store) {
  await part('Lighthouse', async () => {
    const results = [];
    // One design's own page too (/designs/<slug>), the first of the catalogue, and a search for a word of its title.
    const [firstCard] = await fetch(`${store.origin}/api/cards?page=1&limit=1`).then((response) => response.json());
    const designPage = `/designs/${encodeURIComponent(firstCard.slug)}`;
    const searchPage = `/designs?q=${encodeURIComponent(firstCard.title.split(' ')[0])}`;
    const pageNames = {
      '/': 'home',
      '/designs': 'designs',
      '/marketing': 'marketing',
      '/contactus': 'contactus',
      [searchPage]: 'search',
      [designPage]: 'design',
    };
    for (const preset of ['mobile', 'desktop']) {
      for (const [pagePath, pageName] of Object.entries(pageNames)) {
        const name = `${preset}-${pageName}`;
        console.log(`  Lighthouse ${preset} ${pagePath} (${elapsed()})`);
        try {
          results.push(
            await runLighthouse(`${store.origin}${pagePath}`, {
              preset,
              runs: LIGHTHOUSE_RUNS[preset],
              reportFile: path.join(resultsDir, 'lighthouse', `${name}.json`),
            }),
          );
        } catch (error) {
          results.push({ url: `${store.origin}${pagePath}`, preset, error: error.message });
        }
      }
    }
    details.lighthouse = results;
    rows.push(...lighthouseRows(results, notes));
    // Every run counts, as the performance issue asks of every public page: the worst of the five.
    for (const result of results) rows.push(...lighthouseWorstRows(result, notes));
  });
}

async function demoStoreParts(store, bundle) {
  const total = await fetch(`${store.origin}${CARDS_PATH}`).then((response) => response.headers.get('x-total-count'));
  details.demoDesigns = Number(total);

  await homeJsPart(store);

  await part('HTTP headers', async () => {
    const jsAsset = bundle.files.find((file) => file.kind === 'js')?.name;
    const cssAsset = bundle.files.find((file) => file.kind === 'css')?.name;
    rows.push(...(await headerChecks(store.origin, { jsAsset, cssAsset })).map(row));
  });

  await part('Catalogue', async () => {
    const label = `Catalogue ${CARDS_PATH} (br), ${total} designs`;
    const { store: measured, bare, bytes } = await storeVersusBaseline(label, store.origin, CARDS_PATH, browserHeaders);
    rows.push(ratioRow(`${label}: throughput (${bytes} B)`, measured.rps, bare.rps, 0.85));
    rows.push(
      row({
        name: `${label}: p99 latency`,
        figure: ms(measured.latency.p99),
        baseline: ms(bare.latency.p99),
        target: '< 10 ms',
        result: measured.latency.p99 < 10 ? 'pass' : 'miss',
        value: measured.latency.p99,
      }),
    );
    const plainLabel = `Catalogue ${CARDS_PATH} (no compression)`;
    const plain = await storeVersusBaseline(plainLabel, store.origin, CARDS_PATH, {});
    rows.push(ratioRow(`${plainLabel}: throughput`, plain.store.rps, plain.bare.rps, 0.85));

    const seededLabel = `Catalogue ${SEEDED_PATH} (br, the front end's shuffled request)`;
    const seeded = await storeVersusBaseline(seededLabel, store.origin, SEEDED_PATH, browserHeaders);
    rows.push(ratioRow(`${seededLabel}: throughput`, seeded.store.rps, seeded.bare.rps, 0.7));
  });

  await pageFloodPart(store);

  await part('Media', async () => {
    const image = await addBenchImage(store.dataDir);
    const label = `Media GET /media/…-original.webp (${(image.bytes / 1024).toFixed(1)} KB WebP)`;
    const { store: measured, bare } = await storeVersusBaseline(label, store.origin, image.src, browserHeaders);
    rows.push(ratioRow(`${label}: throughput`, measured.rps, bare.rps, 0.7));
    rows.push(row(await mediaNotModifiedCheck(store.origin, image)));
  });

  await loginPart(store);

  if (!options.has('--no-images')) {
    await part('Images in the browser', async () => {
      rows.push(...imageRows(await checkImages(store.origin)));
    });
  }

  if (!options.has('--no-lighthouse')) {
    await publicLighthousePart(store);
    await journeyPart(store);
    await firstTapPart(store);
  }
}

/** The demo store's memory at the end of the bench. */
async function memoryPart(store) {
  await part('Memory', async () => {
    const memory = store.memory();
    details.demoMemory = memory;
    rows.push(
      row({
        name: 'Store resident memory (VmRSS) after the benchmark (first start: demo catalogue seeded by a child process)',
        figure: `${mb(memory.rssMb)} (peak ${mb(memory.peakRssMb)}; ${mb(details.memoryAfterStart.rssMb)} right after start)`,
        target: '< 250 MB',
        result: memory.rssMb < 250 ? 'pass' : 'miss',
        value: memory.rssMb,
      }),
    );
  });
}

/** 1,000 names never asked before, after the memory row (the flood grows the store's memory on purpose). */
async function namePreviewPart(store) {
  await part('Name previews', async () => {
    const flood = await floodNamePreviews(store, { count: 1000 });
    details.namePreviewFlood = flood;
    const ok = flood.statuses[200] ?? 0;
    const withinLimit = flood.cachedAfter <= NAME_PREVIEW_CACHE_LIMIT;
    rows.push(
      row({
        name: `Name previews: ${flood.count.toLocaleString('en-US')} different names (${flood.width} px, each drawn new): names/s, cache entries, RSS before → after`,
        figure: `${flood.namesPerSecond.toFixed(1)} names/s (${flood.seconds.toFixed(1)} s, ${ok} answered 200), ${flood.cachedAfter} cached (limit ${NAME_PREVIEW_CACHE_LIMIT}), RSS ${mb(flood.rssBeforeMb)} → ${mb(flood.rssAfterMb)} (peak ${mb(flood.peakRssMb)})`,
        target: `all in < 60 s, ≤ ${NAME_PREVIEW_CACHE_LIMIT} cached`,
        result: flood.seconds < 60 && ok === flood.count && withinLimit ? 'pass' : 'miss',
        value: flood.namesPerSecond,
      }),
    );
  });
}

/** One catalogue run, for the back-to-back comparisons of the scale part. */
async function cardsRun(label, origin, pathWithQuery) {
  await warmUp({ url: `${origin}${pathWithQuery}`, headers: browserHeaders });
  const result = await load({ url: `${origin}${pathWithQuery}`, headers: browserHeaders });
  noteUnclean(label, result);
  return result;
}

/**
 * Copies the running demo store's database, grows it to 10,000 designs, starts a second store on
 * it, and loads the demo store and the scale store back to back (so both see the same machine).
 */
async function scaleParts(demo) {
  const dataDir = tempDir('scale');
  const { before, after } = await makeScaleDatabase(demo.dataDir, dataDir, 10_000);
  const designs = after.toLocaleString('en-US');
  console.log(`  scale database: ${before} → ${after} designs (${elapsed()})`);
  const store = await startStore({ dataDir });
  try {
    const small = await cardsRun('demo catalogue (scale comparison)', demo.origin, CARDS_PATH);
    const large = await cardsRun('scale catalogue', store.origin, CARDS_PATH);
    details.scale = { designs: after, demo: small, large };
    rows.push(ratioRow(`Scale: ${CARDS_PATH} with ${designs} designs`, large.rps, small.rps, 0.8));
    rows.at(-1).baseline = `${rps(small.rps)} (${before} designs)`;
    rows.push(
      row({
        name: `Scale: ${CARDS_PATH} with ${designs} designs: p99 latency`,
        figure: ms(large.latency.p99),
        baseline: `${ms(small.latency.p99)} (${before} designs)`,
        target: '< 20 ms',
        result: large.latency.p99 < 20 ? 'pass' : 'miss',
        value: large.latency.p99,
      }),
    );
    const smallSeeded = await cardsRun('demo seeded catalogue (scale comparison)', demo.origin, SEEDED_PATH);
    const largeSeeded = await cardsRun('scale seeded catalogue', store.origin, SEEDED_PATH);
    details.scale.seeded = { demo: smallSeeded, large: largeSeeded };
    rows.push(
      row({
        name: `Scale: ${SEEDED_PATH} (shuffled) with ${designs} designs`,
        figure: `${rps(largeSeeded.rps)}, p99 ${ms(largeSeeded.latency.p99)}`,
        baseline: `${rps(smallSeeded.rps)}, p99 ${ms(smallSeeded.latency.p99)} (${before} designs)`,
        ratio: largeSeeded.rps / smallSeeded.rps,
        value: largeSeeded.rps,
        baselineValue: smallSeeded.rps,
      }),
    );
    const memory = store.memory();
    rows.push(
      row({
        name: 'Scale store resident memory after its runs (started on existing data: no seeding)',
        figure: `${mb(memory.rssMb)} (peak ${mb(memory.peakRssMb)})`,
        value: memory.rssMb,
      }),
    );
  } finally {
    await store.stop();
    removeTempDir(dataDir);
  }
}

/** The back office at a million orders on its own PostgreSQL store (bench/scale-orders.mjs). */
async function backOfficePart() {
  await part('Back office at scale', async () => {
    const measured = await measureBackOfficeAtScale((line) => console.log(`${line} (${elapsed()})`));
    rows.push(...measured.rows);
    details.backOfficeAtScale = measured.details;
  });
}

async function main() {
  const watchdog = setTimeout(() => {
    console.error(`bench: over the ${TIME_LIMIT_MS / 60_000} min limit; reporting what was measured and stopping`);
    rows.push(row({ name: 'Time limit', figure: `stopped after ${elapsed()}`, result: 'error' }));
    writeReport(rows, { resultsDir, startedAt, notes, details });
    cleanupNow();
    process.exit(1);
  }, TIME_LIMIT_MS);
  watchdog.unref();
  details.loadAverageAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));

  if (!options.has('--skip-build')) {
    console.log(`▶ build (${elapsed()})`);
    await run('npm', ['run', '--silent', 'build'], 6 * 60_000);
  }
  if (scaleOrdersOnly) {
    await backOfficePart();
    writeReport(rows, { resultsDir, startedAt, notes, details });
    return;
  }
  if (!findChromium() && !(options.has('--no-lighthouse') && options.has('--no-images'))) {
    await run(process.execPath, ['scripts/ensure-chromium.mjs'], 5 * 60_000);
  }

  if (pageFloodOnly || loginOnly || firstTapOnly || journeyOnly || publicLighthouseOnly || homeJsOnly) {
    const store = await startStore();
    try {
      if (pageFloodOnly) await pageFloodPart(store);
      if (loginOnly) await loginPart(store);
      if (firstTapOnly) await firstTapPart(store);
      if (journeyOnly) await journeyPart(store);
      if (publicLighthouseOnly) await publicLighthousePart(store);
      if (homeJsOnly) await homeJsPart(store);
    } finally {
      await store.stop();
      removeTempDir(store.dataDir);
    }
    writeReport(rows, { resultsDir, startedAt, notes, details });
    return;
  }

  let bundle;
  await part('Bundle size', async () => {
    bundle = measureBundle(path.join(repoRoot, 'apps/web/dist'));
    details.bundle = bundle;
    rows.push(...bundleRows(bundle));
  });

  console.log(`▶ start the store with the demo catalogue (${elapsed()})`);
  const store = await startStore();
  details.memoryAfterStart = store.memory();
  watchedStore = store;
  try {
    await demoStoreParts(store, bundle ?? { files: [] });
    if (!options.has('--no-scale')) await part('Scale (10,000 designs)', () => scaleParts(store));
    await memoryPart(store);
    if (!options.has('--no-name-previews')) await namePreviewPart(store);
  } finally {
    await store.stop();
    removeTempDir(store.dataDir);
  }
  if (scaleOrders) await backOfficePart();
  writeReport(rows, { resultsDir, startedAt, notes, details });
}

withTimeout(main(), TIME_LIMIT_MS + 10_000, 'the bench')
  .then(() => {
    cleanupNow();
    process.exit(0);
  })
  .catch((error) => {
    console.error(`bench failed: ${error.stack ?? error.message}`);
    if (rows.length > 0) writeReport(rows, { resultsDir, startedAt, notes, details });
    cleanupNow();
    process.exit(1);
  });
