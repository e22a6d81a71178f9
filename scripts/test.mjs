// The whole suite, in order: lint, secret scan, dependency audit, types, the system packages the tests need (one
// install step), unit and API tests (SQLite on this Node, then a throw-away PostgreSQL server on Node 22),
// build, browser tests. A step may report that it did not really run (the audit offline): the summary says so.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgres } from './postgres-server.mjs';

const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['secret scan', 'node', ['scripts/secret-scan.mjs']],
  ['dependency audit', 'node', ['scripts/audit.mjs']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  // Chromium, PostgreSQL and nginx in one apt-get run, before any test runner could start its own.
  ['system packages', 'node', ['scripts/system-packages.mjs']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  // The second run is also the one on Node 22 LTS (package.json engines): both runtimes run the whole API suite
  // without a third run's minutes.
  [
    'API tests on PostgreSQL, Node 22',
    'node',
    ['scripts/node22.mjs', 'npx', 'vitest', 'run', 'apps/api'],
    { postgres: true },
  ],
  ['build', 'npm', ['run', '--silent', 'build']],
  // With a PostgreSQL server: the purchase, admin and accounts journeys run again on a store on it. Two shards
  // at once, each with stores of its own.
  ['browser tests', 'node', ['scripts/browser-tests.mjs'], { postgres: true }],
];

// A TEST_DATABASE_URL from the caller's shell must not turn the SQLite run into a PostgreSQL one.
const { TEST_DATABASE_URL: _callers, ...baseEnv } = process.env;

// A step that passes without doing its job (the audit without the advisory service) writes why to this file.
const noteFile = path.join(tmpdir(), `store-test-step-note-${process.pid}`);

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...baseEnv, FORCE_COLOR: '0', TEST_STEP_NOTE_FILE: noteFile, ...env },
  });
  return result.status ?? result.signal;
}

function takeNote() {
  if (!existsSync(noteFile)) return undefined;
  const note = readFileSync(noteFile, 'utf8').trim();
  rmSync(noteFile, { force: true });
  return note || 'did not run';
}

/** Runs the command against a fresh PostgreSQL server, which is stopped and deleted afterwards whatever happens. */
async function runOnPostgres(command, args) {
  let server;
  try {
    server = await startPostgres();
  } catch (error) {
    console.error(`Could not start PostgreSQL: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
  console.log(`PostgreSQL ${server.url}`);
  try {
    return run(command, args, { TEST_DATABASE_URL: server.url, E2E_DATABASE_URL: server.url });
  } finally {
    await server.stop();
  }
}

const started = Date.now();
const notes = [];
rmSync(noteFile, { force: true });
for (const [name, command, args, options] of steps) {
  console.log(`\n▶ ${name}`);
  const status = options?.postgres ? await runOnPostgres(command, args) : run(command, args);
  const note = takeNote();
  if (status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${status})`);
    process.exit(typeof status === 'number' ? status : 1);
  }
  if (note) notes.push(`${name}: ${note}`);
}
const seconds = Math.round((Date.now() - started) / 1000);
if (notes.length === 0) console.log(`\n✔ all checks passed in ${seconds} s`);
else
  console.log(
    `\n✔ ${steps.length - notes.length} of ${steps.length} checks passed in ${seconds} s; ${notes.join('; ')}`,
  );
