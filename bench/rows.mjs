// Turns bundle, image and Lighthouse results into report rows.

import { describeTasks } from './main-thread-tasks.mjs';
import { row } from './report.mjs';

const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

export function bundleRows(bundle) {
  const rows = [
    // What the home page really loads, through its first tap, is measured in the browser (bench/home-js.mjs).
    row({
      name: `The app's start-up files, gzip (index.html: ${bundle.files.filter((file) => file.kind === 'js').length} files; what every page the app draws loads first)`,
      figure: kb(bundle.js.gzip),
      value: bundle.js.gzip,
    }),
    row({
      name: 'Home page CSS, gzip',
      figure: kb(bundle.css.gzip),
      target: '≤ 20.0 KB',
      result: bundle.css.gzip <= 20 * KB ? 'pass' : 'miss',
      value: bundle.css.gzip,
    }),
    row({
      name: 'Home page JS + CSS: raw, brotli',
      figure: `${kb(bundle.js.bytes + bundle.css.bytes)} raw, ${kb(bundle.js.brotli + bundle.css.brotli)} br`,
    }),
  ];
  for (const library of bundle.lazyOnly) {
    const loadedEarly = library.inFirstLoad.length > 0;
    rows.push(
      row({
        name: `Kept out of the home page's first load: ${library.library}`,
        figure: loadedEarly
          ? `in first load: ${library.inFirstLoad.join(', ')}`
          : library.chunks.length > 0
            ? `lazy (${library.chunks.join(', ')})`
            : 'not in the build yet',
        target: 'loaded only when needed',
        result: loadedEarly ? 'miss' : 'pass',
      }),
    );
  }
  return rows;
}

export function imageRows(results) {
  return results.map((result) =>
    row({
      name: `Card images ${result.path} (${result.viewport}): WebP srcset, sized, first row eager+high when on the first screen, rest lazy`,
      figure:
        result.problems.length === 0
          ? `${result.count} images, ${result.onFirstScreen ? `${result.firstRow} in the first row on the first screen` : 'the grid below the first screen'}: all as required`
          : `${result.count} images: ${result.problems.join('; ')}`,
      target: 'all as required',
      result: result.problems.length === 0 ? 'pass' : 'miss',
    }),
  );
}

const CATEGORY_TITLES = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** Rows for each Lighthouse run: four scores (both presets) and LCP, CLS, TBT (mobile). */
export function lighthouseRows(results, notes) {
  const rows = [];
  for (const result of results) {
    const { pathname, search } = new URL(result.url);
    const page = `${pathname}${search}`;
    const median = result.runs > 1 ? ` (median of ${result.runs})` : '';
    const label = `Lighthouse ${result.preset} ${page}${median}`;
    if (result.error || result.runtimeError) {
      rows.push(row({ name: label, figure: `error: ${result.error ?? result.runtimeError}`, result: 'error' }));
      continue;
    }
    for (const [id, title] of Object.entries(CATEGORY_TITLES)) {
      const score = result.scores[id];
      rows.push(
        row({
          name: `${label}: ${title}`,
          figure: score ?? 'n/a',
          target: '100',
          result: score === 100 ? 'pass' : 'miss',
          value: score,
        }),
      );
    }
    if (result.preset === 'mobile') {
      const metrics = [
        ['LCP', result.lcpMs, `${Math.round(result.lcpMs)} ms`, '< 1500 ms', result.lcpMs < 1500],
        ['CLS', result.cls, result.cls.toFixed(3), '< 0.01', result.cls < 0.01],
        ['TBT', result.tbtMs, `${Math.round(result.tbtMs)} ms`, '< 50 ms', result.tbtMs < 50],
      ];
      for (const [metric, value, figure, target, pass] of metrics) {
        rows.push(row({ name: `${label}: ${metric}`, figure, target, result: pass ? 'pass' : 'miss', value }));
      }
      if (page === '/') {
        const script = result.transferred.Script ?? 0;
        rows.push(
          row({
            name: `${label}: JS transferred during load (as served)`,
            figure: kb(script),
            target: '≤ 60 KB',
            result: script <= 60 * 1024 ? 'pass' : 'miss',
            value: script,
          }),
        );
      }
    }
    for (const lost of result.lost) notes.push(`${label} lost points on ${lost}`);
    for (const warning of result.warnings) notes.push(`${label} warning: ${warning}`);
  }
  return rows;
}

/**
 * The worst of a page's runs against the performance issue's targets (performance, accessibility, best
 * practices and SEO 100 in every run; on mobile LCP under 1.2 s, TBT under 50 ms, CLS under 0.01), not hidden by a median.
 */
export function lighthouseWorstRows(result, notes) {
  if (!result.worst) return [];
  const { worst } = result;
  const { pathname, search } = new URL(result.url);
  // Runs Lighthouse could not record are named: the worst is of the recorded runs only.
  const discarded = result.discarded?.length ? `, ${result.discarded.length} unrecorded run(s) repeated` : '';
  const label = `Lighthouse ${result.preset} ${pathname}${search} (worst of ${worst.runs}${discarded})`;
  const checks = Object.entries(CATEGORY_TITLES).map(([id, title]) => [
    title,
    worst.scores[id],
    String(worst.scores[id]),
    '100',
    worst.scores[id] === 100,
  ]);
  if (result.preset === 'mobile') {
    checks.push(
      ['LCP', worst.lcpMs, `${Math.round(worst.lcpMs)} ms`, '< 1200 ms', worst.lcpMs < 1200],
      ['TBT', worst.tbtMs, `${Math.round(worst.tbtMs)} ms`, '< 50 ms', worst.tbtMs < 50],
      ['CLS', worst.cls, worst.cls.toFixed(3), '< 0.01', worst.cls < 0.01],
    );
    // What held the main thread in the run with the most blocking time: Chrome's commit or the page's own work.
    const run = worst.eachRun.reduce((most, each) => (each.tbtMs > most.tbtMs ? each : most));
    notes.push(`${label}: its run with the most TBT (${run.tbtMs} ms) had ${describeTasks(run.mainThread)}`);
  }
  return checks.map(([metric, value, figure, target, pass]) =>
    row({ name: `${label}: ${metric}`, figure, target, result: pass ? 'pass' : 'miss', value }),
  );
}
