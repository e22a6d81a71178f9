// Login throughput (POST /api/login) and catalogue latency while logins run; skipped while the endpoint is missing.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { withTimeout } from './cleanup.mjs';
import { load } from './http-load.mjs';

const LOGIN_CONNECTIONS = 8;

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, text };
}

/**
 * Makes a customer to log in with: `{ available: false, reason }` when no account can be made or
 * its login fails (the rows then fail, naming why), else `{ available: true, body }`.
 */
export async function prepareLogin(origin) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = randomBytes(12).toString('base64url');
  const signup = await post(`${origin}/api/signup`, { name: 'Bench Customer', email, password });
  if (signup.status !== 200 && signup.status !== 201) {
    return { available: false, reason: `no account to log in with (POST /api/signup answered ${signup.status})` };
  }
  const body = { email, password };
  const first = await post(`${origin}/api/login`, body);
  let token;
  try {
    token = JSON.parse(first.text).token;
  } catch {}
  if (first.status !== 200 || !token) {
    return { available: false, reason: `login with a new account answered ${first.status}` };
  }
  return { available: true, body };
}

/** Logins per second (200 answers only) at full rate. */
export function measureLogins(origin, body, duration) {
  return load({
    url: `${origin}/api/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: LOGIN_CONNECTIONS,
    duration,
  });
}

/** Catalogue load and login load at the same time; returns both results. */
export async function measureCatalogueUnderLogins(origin, body, cardsOptions, duration) {
  const [cards, logins] = await Promise.all([
    load({ ...cardsOptions, duration }),
    measureLogins(origin, body, duration),
  ]);
  return { cards, logins };
}

/**
 * How many hashes the store runs at once: one per core but one
 * (apps/api/src/modules/accounts/hashing-threads.ts).
 */
export const storeHashingThreads = () => Math.max(1, availableParallelism() - 1);

/**
 * The hashing ceiling: argon2id hashes per second at the store's parameters (OWASP minimum),
 * as many at a time as the store runs, in this process while nothing else runs.
 */
export async function argon2Ceiling(seconds = 3, threads = storeHashingThreads()) {
  // The store's library; its promise API hashes on libuv's pool (4 threads), enough for `threads` up to 4.
  const argon2 = await import('@node-rs/argon2');
  const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  await argon2.hash('warm-up-password', options);
  const single = performance.now();
  await argon2.hash('single-hash-timing', options);
  const singleMs = performance.now() - single;
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  const worker = async () => {
    while (Date.now() < deadline) {
      await argon2.hash('bench-password', options);
      done += 1;
    }
  };
  const workers = Array.from({ length: threads }, worker);
  await withTimeout(Promise.all(workers), (seconds + 20) * 1000, 'argon2 ceiling');
  return { perSecond: done / ((performance.now() - started) / 1000), singleMs, threads };
}
