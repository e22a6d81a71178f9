// The whole suite, in order: lint, secret scan, dependency audit, types, unit and API tests (SQLite, then a throw-away
// PostgreSQL server), build, browser tests.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './postgres-server.mjs';

const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['secret scan', 'node', ['scripts/secret-scan.mjs']],
  ['dependency audit', 'node', ['scripts/audit.mjs']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['API tests on PostgreSQL', 'npx', ['vitest', 'run', 'apps/api'], { postgres: true }],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

// A TEST_DATABASE_URL from the caller's shell must not turn the SQLite run into a PostgreSQL one.
const { TEST_DATABASE_URL: _callers, ...baseEnv } = process.env;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...baseEnv, FORCE_COLOR: '0', ...env } });
  return result.status ?? result.signal;
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
    return run(command, args, { TEST_DATABASE_URL: server.url });
  } finally {
    await server.stop();
  }
}

const started = Date.now();
for (const [name, command, args, options] of steps) {
  console.log(`\n▶ ${name}`);
  const status = options?.postgres ? await runOnPostgres(command, args) : run(command, args);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${status})`);
    process.exit(typeof status === 'number' ? status : 1);
  }
}
console.log(`\n✔ all checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
