// Probe latency while 16 connections flood pages the server draws, against the same probe while they
// flood a cheap JSON route: a crowd asking for pages must not stall everything else the store answers.
import { cannon, DEFAULT_DURATION, probe } from './http-load.mjs';
import { row } from './report.mjs';

const FLOOD_CONNECTIONS = 16;
const PROBE_PATH = '/healthz';
/** Probes a second, one at a time: light enough not to add to the load it measures. */
const PROBE_RATE = 20;
/** The page-flood probe's p99 may be this many times the JSON-flood probe's p99. */
const TARGET_RATIO = 2;
const JSON_PATH = '/api/cards?page=1&limit=12';
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The probe's latency (ms) while `flood` runs over FLOOD_CONNECTIONS connections; the flood's own figures. */
async function probeDuring(origin, flood, duration) {
  const [loaded, probed] = await Promise.all([
    cannon({
      connections: FLOOD_CONNECTIONS,
      duration,
      headers: BROWSER_HEADERS,
      ...flood,
      url: `${origin}${flood.path}`,
    }),
    probe(`${origin}${PROBE_PATH}`, duration, PROBE_RATE),
  ]);
  return {
    flood: {
      path: flood.label ?? flood.path,
      rps: loaded.requests.average,
      non2xx: loaded.non2xx,
      errors: loaded.errors,
    },
    probe: {
      p50: probed.latency.p50,
      p99: probed.latency.p99,
      max: probed.latency.max,
      requests: probed.requests.total,
    },
  };
}

/** Every request of the flood a search never asked before: nothing of it can come from a cache. */
const newSearches = {
  path: '/designs?q=kesar',
  label: '/designs?q=<new each request>',
  requests: [
    {
      setupRequest: (request) => ({ ...request, path: `/designs?q=kesar+${Math.random().toString(36).slice(2)}` }),
    },
  ],
};

/**
 * Rows: the probe's p99 during a 16-connection flood of `/` and of new searches, each against the
 * probe's p99 during a 16-connection flood of the catalogue listing (JSON), measured just before.
 */
export async function measurePageFloods(origin, duration = DEFAULT_DURATION) {
  const floods = [{ path: '/' }, newSearches];
  const details = { json: await probeDuring(origin, { path: JSON_PATH }, duration), pages: [] };
  const baseline = details.json.probe.p99;
  const rows = [];
  for (const flood of floods) {
    const measured = await probeDuring(origin, flood, duration);
    details.pages.push(measured);
    const ratio = measured.probe.p99 / Math.max(baseline, 1);
    rows.push(
      row({
        name: `Probe GET ${PROBE_PATH} p99 during a ${FLOOD_CONNECTIONS}-connection page flood of ${measured.flood.path} (${Math.round(measured.flood.rps)} pages/s answered) vs during a ${FLOOD_CONNECTIONS}-connection JSON flood of ${JSON_PATH}`,
        figure: `${measured.probe.p99.toFixed(0)} ms (p50 ${measured.probe.p50.toFixed(0)} ms)`,
        baseline: `${baseline.toFixed(0)} ms (p50 ${details.json.probe.p50.toFixed(0)} ms)`,
        ratio,
        target: `≤ ${TARGET_RATIO.toFixed(2)} × baseline`,
        result: ratio <= TARGET_RATIO ? 'pass' : 'miss',
        value: measured.probe.p99,
        baselineValue: baseline,
      }),
    );
  }
  return { rows, details };
}
