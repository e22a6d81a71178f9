// The baseline: a bare node:http server replaying captured responses byte for byte (status, headers, body).
// Imported: capture responses and start the baseline in a child process. Run directly: serve a capture file.
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tempDir, trackChild, withTimeout } from './cleanup.mjs';

// Node writes these itself on every response (as Fastify's responses get them from Node too).
const NODE_MANAGED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Requests `url` with `headers` and returns the raw response: status, header pairs and undecoded body. */
export function captureResponse(url, headers = {}) {
  return withTimeout(
    new Promise((resolve, reject) => {
      const request = http.get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const rawHeaders = [];
          for (let index = 0; index < response.rawHeaders.length; index += 2) {
            const name = response.rawHeaders[index];
            if (!NODE_MANAGED.has(name.toLowerCase())) rawHeaders.push(name, response.rawHeaders[index + 1]);
          }
          resolve({ status: response.statusCode, rawHeaders, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
    }),
    15_000,
    `capturing ${url}`,
  );
}

/**
 * Starts a bare node:http server (own process, like the store) that answers each captured
 * path with its captured bytes. `responses` maps a path with query ("/api/cards?page=1") to a capture,
 * and `'*'` to the capture for any other path; a list of captures is answered one after another in turn
 * (a page the store draws differently per visit, replayed as the store sent it).
 */
export async function startBaseline(responses) {
  const file = path.join(tempDir('baseline'), 'responses.json');
  const encode = (capture) => ({ ...capture, body: capture.body.toString('base64') });
  const serialised = Object.fromEntries(
    Object.entries(responses).map(([url, capture]) => [url, [capture].flat().map(encode)]),
  );
  writeFileSync(file, JSON.stringify(serialised));
  const self = fileURLToPath(import.meta.url);
  const child = trackChild(fork(self, [file], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
  const port = await withTimeout(
    new Promise((resolve, reject) => {
      child.once('message', (message) => resolve(message.port));
      child.once('exit', (code) => reject(new Error(`baseline server exited with code ${code}`)));
    }),
    15_000,
    'starting the baseline server',
  );
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function serve(file) {
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  const routes = new Map(
    Object.entries(parsed).map(([url, captures]) => [
      url,
      { turn: 0, captures: captures.map((capture) => ({ ...capture, body: Buffer.from(capture.body, 'base64') })) },
    ]),
  );
  const server = http.createServer((request, response) => {
    // '*' answers every path not captured on its own (a flood of new searches, each its own address).
    const route = routes.get(request.url) ?? routes.get('*');
    const capture = route?.captures[route.turn++ % route.captures.length];
    if (!capture) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not captured');
      return;
    }
    response.writeHead(capture.status, capture.rawHeaders);
    response.end(capture.body);
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  process.on('disconnect', () => process.exit(0));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) serve(process.argv[2]);
