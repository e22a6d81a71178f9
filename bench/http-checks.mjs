// Header checks: compression of HTML/JS/CSS/JSON, caching of hashed assets and the app shell, media 304s.
import http from 'node:http';
import { withTimeout } from './cleanup.mjs';

/** What Chromium sends. */
export const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

/** One GET without decoding the body: status, lower-cased headers, body length. */
export function head(url, headers = {}) {
  return withTimeout(
    new Promise((resolve, reject) => {
      const request = http.get(url, { headers }, (response) => {
        let length = 0;
        response.on('data', (chunk) => {
          length += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, length }));
        response.on('error', reject);
      });
      request.on('error', reject);
    }),
    15_000,
    `GET ${url}`,
  );
}

/** Uncompressed size of a response, to tell "too small to compress" from "not compressed". */
async function plainLength(url) {
  return (await head(url, { 'accept-encoding': 'identity' })).length;
}

async function compressionCheck(label, url) {
  const answer = await head(url, { 'accept-encoding': BROWSER_ENCODING });
  const encoding = answer.headers['content-encoding'];
  const plain = await plainLength(url);
  // Bodies under 1 KB fit one packet; compressing them saves nothing (the store's threshold is 1 KB too).
  const pass = answer.status === 200 && (encoding === 'br' || encoding === 'gzip' || plain < 1024);
  const figure = encoding
    ? `${encoding}, ${answer.length} of ${plain} bytes`
    : `not compressed (${plain} bytes${plain < 1024 ? ', under 1 KB' : ''})`;
  return { name: `Compression: ${label}`, figure, target: 'br or gzip', result: pass ? 'pass' : 'miss' };
}

/** Runs the header checks against a running store; `assets` are first-load asset names from the bundle. */
export async function headerChecks(origin, { jsAsset, cssAsset }) {
  const rows = [];
  rows.push(await compressionCheck('home HTML (/)', `${origin}/`));
  rows.push(await compressionCheck(`JS (${jsAsset})`, `${origin}/assets/${jsAsset}`));
  rows.push(await compressionCheck(`CSS (${cssAsset})`, `${origin}/assets/${cssAsset}`));
  rows.push(await compressionCheck('JSON (/api/cards?page=1&limit=12)', `${origin}/api/cards?page=1&limit=12`));

  for (const [label, asset] of [
    ['JS', jsAsset],
    ['CSS', cssAsset],
  ]) {
    const answer = await head(`${origin}/assets/${asset}`, { 'accept-encoding': BROWSER_ENCODING });
    const cacheControl = answer.headers['cache-control'] ?? '(none)';
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
    rows.push({
      name: `Caching: hashed ${label} asset`,
      figure: cacheControl,
      target: 'immutable, max-age ≥ 1 year',
      result: cacheControl.includes('immutable') && maxAge >= 31_536_000 ? 'pass' : 'miss',
    });
  }

  // The shell must be revalidated: no-cache plus a validator, so a repeat visit gets a 304.
  const shell = await head(`${origin}/`, { 'accept-encoding': BROWSER_ENCODING });
  const shellCache = shell.headers['cache-control'] ?? '(none)';
  const conditional = {};
  if (shell.headers.etag) conditional['if-none-match'] = shell.headers.etag;
  if (shell.headers['last-modified']) conditional['if-modified-since'] = shell.headers['last-modified'];
  const repeat =
    Object.keys(conditional).length > 0
      ? await head(`${origin}/`, { 'accept-encoding': BROWSER_ENCODING, ...conditional })
      : undefined;
  const validators = Object.keys(conditional).join(' + ') || 'no ETag or Last-Modified';
  rows.push({
    name: 'Caching: app shell (/) revalidated',
    figure: `${shellCache}; ${validators}; repeat visit ${repeat ? repeat.status : 'cannot be conditional'}`,
    target: 'no-cache and 304 on revalidation',
    result: /no-cache|max-age=0/.test(shellCache) && repeat?.status === 304 ? 'pass' : 'miss',
  });
  return rows;
}

/** A repeat request for a cached image with its ETag must get 304 and no body. */
export async function mediaNotModifiedCheck(origin, image) {
  const answer = await head(`${origin}${image.src}`, { 'if-none-match': image.etag ?? '"none"' });
  return {
    name: 'Media: If-None-Match with matching ETag',
    figure: `${answer.status}${answer.length ? `, ${answer.length} body bytes` : ''}`,
    target: '304',
    result: answer.status === 304 && answer.length === 0 ? 'pass' : 'miss',
  };
}
