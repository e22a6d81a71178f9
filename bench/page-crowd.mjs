// Pages the server draws per visit under a crowd: 50 connections fetching `/` (a new shuffle per visit) or a
// new search each request, against a bare node:http server sending the same bytes, and a probe API request meanwhile.
import { captureResponse, startBaseline } from './baseline-server.mjs';
import { cannon, DEFAULT_DURATION, probe } from './http-load.mjs';
import { row } from './report.mjs';

const CROWD_CONNECTIONS = 50;
const PROBE_PATH = '/api/plans';
const PROBE_RATE = 20;
/** The store's pages per second against the bare server's, for the same bytes. */
const MIN_THROUGHPUT_RATIO = 0.5;
/** The probe's p99 while the crowd runs. */
const MAX_PROBE_P99_MS = 50;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** Different answers the bare server replays in turn: as many as the store's visit seeds. */
const VARIETY = 16;

const newSearch = () => `/designs?q=kesar+${Math.random().toString(36).slice(2)}`;
const CROWDS = [
  { label: '/', path: '/' },
  { label: '/designs?q=<new each request>', path: '/designs?q=kesar', next: newSearch },
];

/** Up to VARIETY different answers the store gives the crowd's requests (distinct bodies, in the order first seen). */
async function captureVariety(origin, crowd) {
  const bodies = new Map();
  for (let request = 0; request < VARIETY * 3 && bodies.size < VARIETY; request++) {
    const capture = await captureResponse(`${origin}${crowd.next?.() ?? crowd.path}`, BROWSER_HEADERS);
    const key = capture.body.toString('base64');
    if (!bodies.has(key)) bodies.set(key, capture);
  }
  return [...bodies.values()];
}

/** The crowd on `origin` (with the probe beside it when `probed`): pages per second and the probe's latency. */
async function crowdOn(origin, crowd, duration, probed) {
  const flood = cannon({
    url: `${origin}${crowd.path}`,
    connections: CROWD_CONNECTIONS,
    duration,
    headers: BROWSER_HEADERS,
    ...(crowd.next ? { requests: [{ setupRequest: (request) => ({ ...request, path: crowd.next() }) }] } : {}),
  });
  const probing = probed ? probe(`${origin}${PROBE_PATH}`, duration, PROBE_RATE) : undefined;
  const [loaded, probeAnswers] = await Promise.all([flood, probing]);
  return {
    rps: loaded.requests.average,
    non2xx: loaded.non2xx,
    errors: loaded.errors,
    probe: probeAnswers && {
      p50: probeAnswers.latency.p50,
      p99: probeAnswers.latency.p99,
      max: probeAnswers.latency.max,
    },
  };
}

/** Rows per crowd: throughput against the bare server (≥ 0.5) and the probe's p99 meanwhile (< 50 ms). */
export async function measurePageCrowds(origin, duration = DEFAULT_DURATION) {
  const rows = [];
  const details = [];
  for (const crowd of CROWDS) {
    // The store sends different bytes per visit (a shuffle among its visit seeds, a new search): the bare server
    // replays as many different answers, in turn, so both send the same variety of bytes.
    const captures = await captureVariety(origin, crowd);
    const [capture] = captures;
    const baseline = await startBaseline({ '*': captures });
    try {
      const store = await crowdOn(origin, crowd, duration, true);
      const bare = await crowdOn(baseline.origin, crowd, duration, false);
      details.push({
        path: crowd.label,
        bytes: capture.body.byteLength,
        variety: captures.length,
        store,
        bare: { rps: bare.rps },
      });
      const ratio = store.rps / Math.max(bare.rps, 1);
      const name = `Crowd of ${CROWD_CONNECTIONS} connections on ${crowd.label} (${capture.body.byteLength} B, br; ${captures.length} different answers, replayed in turn by the bare server)`;
      rows.push(
        row({
          name: `${name}: pages/s against a bare node:http server sending the same bytes`,
          figure: `${Math.round(store.rps)} /s`,
          baseline: `${Math.round(bare.rps)} /s`,
          ratio,
          target: `≥ ${MIN_THROUGHPUT_RATIO.toFixed(2)} × baseline`,
          result: ratio >= MIN_THROUGHPUT_RATIO ? 'pass' : 'miss',
          value: store.rps,
          baselineValue: bare.rps,
        }),
        row({
          name: `${name}: probe GET ${PROBE_PATH} p99 meanwhile`,
          figure: `${store.probe.p99.toFixed(0)} ms (p50 ${store.probe.p50.toFixed(0)} ms)`,
          target: `< ${MAX_PROBE_P99_MS} ms`,
          result: store.probe.p99 < MAX_PROBE_P99_MS ? 'pass' : 'miss',
          value: store.probe.p99,
        }),
      );
    } finally {
      await baseline.stop();
    }
  }
  return { rows, details };
}
