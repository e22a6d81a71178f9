// Lighthouse from the npm package against the system Chromium (scripts/find-chromium.mjs), one fresh browser per run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromiumArgs, findChromium } from '../scripts/find-chromium.mjs';
import { tempDir, trackChild, withTimeout } from './cleanup.mjs';
import { mainThreadTasks } from './main-thread-tasks.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const lighthouseFlags = [...chromiumArgs, '--headless=new'];

/** Audits that cost points in a category, for the report's notes. */
function lostPoints(lhr) {
  const lost = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        lost.push(`${id}: ${ref.id} (${audit.displayValue ?? `score ${audit.score}`})`);
      }
    }
  }
  return lost;
}

/** Each run's commit and longest task, read from its trace (which the report itself does not keep). */
const tasksOfRun = new WeakMap();

/** Bytes the page actually transferred, by resource type, from Lighthouse's network records. */
function transferred(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const byType = {};
  for (const item of items) {
    const type = item.resourceType ?? 'Other';
    byType[type] = (byType[type] ?? 0) + (item.transferSize ?? 0);
  }
  return byType;
}

/**
 * One Lighthouse run in a fresh Chromium; returns the report (lhr). `prepare(port)` may hand Lighthouse a page of
 * that browser with the visitor's storage set (`{ page, after(lhr) }`); `after` sees the page once audited.
 */
async function collectReport(url, preset, timeoutMs, prepare) {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('Chromium not found; run node scripts/ensure-chromium.mjs');
  process.env.CHROME_PATH = chromePath;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: lighthouseFlags,
    userDataDir: tempDir('chrome'),
    logLevel: 'silent',
    handleSIGINT: false,
  });
  trackChild(chrome.process);
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    const prepared = await prepare?.(chrome.port);
    const runner = await withTimeout(
      lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, prepared?.page),
      timeoutMs,
      `Lighthouse ${preset} ${url}`,
      () => chrome.kill(),
    );
    const lhr = runner?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    tasksOfRun.set(lhr, mainThreadTasks(runner.artifacts?.Trace?.traceEvents ?? []));
    await prepared?.after(lhr);
    return lhr;
  } finally {
    chrome.kill();
  }
}

/** The worst of the runs: a single slow visit is what a shopper on a mid-range phone may get. */
function worstOf(reports) {
  const lowest = (id) => Math.min(...reports.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
  const highest = (id) => Math.max(...reports.map((lhr) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY));
  return {
    runs: reports.length,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, lowest(id)])),
    lcpMs: highest('largest-contentful-paint'),
    tbtMs: highest('total-blocking-time'),
    cls: highest('cumulative-layout-shift'),
    // Each run's performance score beside the metrics it is weighed from: which one sank the worst.
    eachRun: reports.map((lhr) => ({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      speedIndexMs: Math.round(lhr.audits['speed-index']?.numericValue ?? 0),
      mainThread: tasksOfRun.get(lhr),
    })),
  };
}

function summarise(url, preset, lhr, runs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id]?.score === null ? null : Math.round(lhr.categories[id].score * 100),
    ]),
  );
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    url,
    preset,
    runs,
    scores,
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    fcpMs: metric('first-contentful-paint'),
    transferred: transferred(lhr),
    runtimeError: lhr.runtimeError?.message,
    warnings: lhr.runWarnings ?? [],
    lost: lostPoints(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/**
 * Runs Lighthouse `runs` times on `url` (mobile by default, or the desktop preset) and
 * returns the median run, chosen as Lighthouse's own tooling does (computeMedianRun: the
 * run nearest the median FCP and time to interactive), since single runs vary by ±50 ms
 * of TBT here. A run that fails to record a trace is left out. The median report goes to
 * `reportFile` when given; `worst` holds the worst figures of the valid runs. `prepare`: see collectReport.
 */
export async function runLighthouse(
  url,
  { preset = 'mobile', reportFile, runs = 1, timeoutMs = 150_000, prepare } = {},
) {
  const reports = [];
  const discarded = [];
  let lastError;
  // A run whose trace Lighthouse could not record (NO_NAVSTART and the like) says nothing of the page:
  // it is run again, up to twice the runs asked for, and reported as discarded.
  for (let attempt = 0; filterToValidRuns(reports).length < runs && attempt < runs * 2; attempt++) {
    try {
      const lhr = await collectReport(url, preset, timeoutMs, prepare);
      reports.push(lhr);
      if (filterToValidRuns([lhr]).length === 0) discarded.push(lhr.runtimeError?.code ?? 'no metrics');
    } catch (error) {
      lastError = error;
      discarded.push(error.message);
    }
  }
  const valid = filterToValidRuns(reports);
  if (valid.length === 0) {
    if (reports[0]) return summarise(url, preset, reports[0], reports.length);
    throw lastError ?? new Error(`Lighthouse produced no run for ${url}`);
  }
  const median = computeMedianRun(valid);
  if (reportFile) {
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, JSON.stringify(median));
  }
  return { ...summarise(url, preset, median, valid.length), worst: worstOf(valid), discarded };
}
