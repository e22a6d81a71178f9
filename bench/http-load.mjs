// Runs autocannon against one URL and returns the figures the report uses.
import autocannon from 'autocannon';
import { withTimeout } from './cleanup.mjs';

/** Default run length in seconds; BENCH_DURATION shortens it while developing. */
export const DEFAULT_DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** The `fraction` quantile of `values` (sorted in place), nearest rank. */
function quantile(values, fraction) {
  values.sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.ceil(fraction * values.length) - 1)] ?? 0;
}

/**
 * Loads `url` for `duration` seconds over `connections` keep-alive connections.
 * Returns requests per second (all answers, and 2xx only), latency percentiles in ms and error counts.
 * With `exactLatency`, also the p99 of every answer's own time to a fraction of a millisecond (`latency.exactP99`):
 * autocannon's histogram keeps whole milliseconds, too coarse to compare two p99s of a few milliseconds.
 */
export async function load({
  url,
  method = 'GET',
  headers = {},
  body,
  connections = 50,
  duration = DEFAULT_DURATION,
  exactLatency = false,
}) {
  let instance;
  const times = [];
  const run = new Promise((resolve, reject) => {
    instance = autocannon({ url, method, headers, body, connections, duration, timeout: 10 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    // As autocannon's own histogram: 2xx answers only.
    if (exactLatency)
      instance.on('response', (_client, status, _bytes, responseTime) => {
        if (status >= 200 && status < 300) times.push(responseTime);
      });
  });
  const result = await withTimeout(run, (duration + 30) * 1000, `load on ${url}`, () => instance?.stop());
  const seconds = result.duration || duration;
  const ok = result['2xx'] ?? 0;
  return {
    url,
    connections,
    seconds,
    rps: result.requests.average,
    okPerSecond: ok / seconds,
    total: result.requests.total,
    ok,
    non2xx: result.non2xx ?? 0,
    errors: result.errors ?? 0,
    timeouts: result.timeouts ?? 0,
    statusCodes: result.statusCodeStats ?? {},
    latency: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      ...(exactLatency ? { exactP99: quantile(times, 0.99) } : {}),
    },
    bytesPerSecond: result.throughput.average,
  };
}

/** A short run to warm the JIT and caches before a measured run. */
export function warmUp(options) {
  return load({ ...options, duration: Math.min(2, DEFAULT_DURATION) });
}

/** autocannon with `options` as given (rates, request setup), stopped if it outlives its duration by 30 s. */
export function cannon(options) {
  let instance;
  const run = new Promise((resolve, reject) => {
    instance = autocannon({ timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  return withTimeout(run, (options.duration + 30) * 1000, `load on ${options.url}`, () => instance?.stop());
}

/**
 * One request at a time at `rate` a second to `url` for `duration` seconds, from a thread of its own, as a
 * visitor's browser is: beside a flood's client in one event loop, the probe's answers waited behind the
 * flood's thousands a second before they were timed.
 */
export function probe(url, duration, rate = 20) {
  return cannon({ url, connections: 1, overallRate: rate, duration, workers: 1 });
}
