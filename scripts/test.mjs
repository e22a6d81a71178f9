// The whole suite, in order: lint, secret scan, dependency audit, types, the system packages the tests need (one
// install step), unit and API tests (SQLite on this Node and a throw-away PostgreSQL server on Node 22, side by
// side), build, browser tests. A step may report that it did not really run (the audit offline): the summary says so.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startPostgres } from './postgres-server.mjs';

const steps = [
  // The quick checks in one lane while apt-get installs Chromium, PostgreSQL and nginx in another (one install
  // step, before any test runner could start its own) and Node 22 is set up in a third: the installs mostly
  // wait on the network and the disk.
  [
    'checks and system packages',
    'parallel',
    [
      [
        'checks',
        'sequence',
        [
          ['lint', 'npx', ['biome', 'check', '.']],
          ['lock file in sync', 'node', ['scripts/lock-in-sync.mjs']],
          ['secret scan', 'node', ['scripts/secret-scan.mjs']],
          ['dependency audit', 'node', ['scripts/audit.mjs']],
          ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
        ],
      ],
      ['system packages', 'node', ['scripts/system-packages.mjs']],
      // Node 22 and its better-sqlite3 build (about two minutes of compiling where no prebuilt binary can be
      // fetched) for the PostgreSQL run, while the other lanes mostly wait on the network and the disk.
      ['Node 22', 'node', ['scripts/node22.mjs', '--prepare']],
    ],
  ],
  // The two test runs and the build at once: most of the runs' time is spent waiting on servers, child processes
  // and timers, so side by side they take little longer than one, and no test reads the build. The PostgreSQL run
  // is also the one on Node 22 LTS (package.json engines): both runtimes run the whole API suite without a third
  // run's minutes.
  [
    'unit and API tests, and the build',
    'parallel',
    [
      ['SQLite', 'npx', ['vitest', 'run']],
      ['PostgreSQL, Node 22', 'node', ['scripts/node22.mjs', 'npx', 'vitest', 'run', 'apps/api'], { postgres: true }],
      ['build', 'npm', ['run', '--silent', 'build']],
    ],
  ],
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

/** Each labelled run's output, kept so a failed lane's own report can be printed again at the very end. */
const outputs = new Map();

/** Runs the command with its output lines prefixed by the label, so two runs at once stay readable. */
function runLabelled(label, command, args, env = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...baseEnv, NO_COLOR: '1', TEST_STEP_NOTE_FILE: noteFile, ...env },
  });
  const lines = [];
  outputs.set(label, lines);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      console.log(`[${label}] ${line}`);
    });
  }
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? signal));
  });
}

const RECAP_LINES = 150;

/**
 * A failed lane's report without the other lanes' lines between it: from the test runner's list of failures (or
 * the lane's last lines when it has none), so the end of a long log says what failed.
 */
function failureRecap(label) {
  const lines = outputs.get(label) ?? [];
  const start = lines.findIndex((line) =>
    /Failed (Tests|Suites)|Unhandled (Errors|Rejection)|^\s*\d+ failed/.test(line),
  );
  const recap = start >= 0 ? lines.slice(start, start + RECAP_LINES) : lines.slice(-60);
  return recap.map((line) => `[${label}] ${line}`).join('\n');
}

/** Runs the command against a fresh PostgreSQL server, which is stopped and deleted afterwards whatever happens. */
async function runOnPostgres(command, args, start = run) {
  let server;
  try {
    server = await startPostgres();
  } catch (error) {
    console.error(`Could not start PostgreSQL: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
  console.log(`PostgreSQL ${server.url}`);
  try {
    return await start(command, args, { TEST_DATABASE_URL: server.url, E2E_DATABASE_URL: server.url });
  } finally {
    await server.stop();
  }
}

/** Runs the lane's commands one after another, each labelled with its own name; the first failing status, or 0. */
async function runSequence(lane) {
  for (const [label, command, args] of lane) {
    const started = Date.now();
    const status = await runLabelled(label, command, args);
    console.log(`[${label}] ${status === 0 ? 'passed' : 'failed'} in ${elapsed(started)}`);
    if (status !== 0) return status;
  }
  return 0;
}

/** Runs every part at once; the first failing part's status, or 0. */
async function runParallel(parts) {
  const statuses = await Promise.all(
    parts.map(async ([label, command, args, options]) => {
      const started = Date.now();
      const start = (cmd, cmdArgs, env) => runLabelled(label, cmd, cmdArgs, env);
      const status = await (command === 'sequence'
        ? runSequence(args)
        : options?.postgres
          ? runOnPostgres(command, args, start)
          : start(command, args));
      console.log(`[${label}] ${status === 0 ? 'done' : 'failed'} in ${elapsed(started)}`);
      return status;
    }),
  );
  parts.forEach(([label, command, args], i) => {
    if (statuses[i] === 0) return;
    const failedLabels =
      command === 'sequence' ? args.map(([name]) => name).filter((name) => outputs.has(name)) : [label];
    console.error(`\n[${label}] failed (exit ${statuses[i]}); its report:`);
    console.error(failureRecap(failedLabels.at(-1)));
  });
  return statuses.find((status) => status !== 0) ?? 0;
}

function runStep(command, args, options) {
  if (command === 'parallel') return runParallel(args);
  return options?.postgres ? runOnPostgres(command, args) : run(command, args);
}

const elapsed = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

const started = Date.now();
const notes = [];
rmSync(noteFile, { force: true });
for (const [name, command, args, options] of steps) {
  console.log(`\n▶ ${name}`);
  const stepStarted = Date.now();
  const status = await runStep(command, args, options);
  console.log(`▶ ${name}: ${elapsed(stepStarted)}`);
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
