// The whole suite, in order: lint, types, unit and API tests, build, browser tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx', ['biome', 'check', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and API tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}
console.log(`\n✔ all checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
