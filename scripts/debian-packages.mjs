// apt-get for the suite's own installs (Chromium, PostgreSQL, nginx), always one run at a time: a file lock held
// around apt-get makes suites that start side by side wait for each other instead of colliding on dpkg's lock.
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';

const APT_LOCK = path.join(tmpdir(), 'storefront-apt.lock');
// Another Debian release may only carry its own PostgreSQL major version.
const ALTERNATIVES = { 'postgresql-15': 'postgresql', 'postgresql-client-15': 'postgresql-client' };

export const isRoot = () => process.getuid?.() === 0;

function aptGet(args) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // flock (util-linux) serialises our own runs; apt's lock timeout covers anybody else's apt-get.
  execFileSync('flock', ['-w', '1800', APT_LOCK, 'apt-get', '-o', 'DPkg::Lock::Timeout=600', ...args], {
    stdio: 'inherit',
    env,
  });
}

/** Installs Debian packages (root only) in one apt-get run. */
export function installDebianPackages(packages) {
  if (!isRoot()) throw new Error(`Installing ${packages.join(' ')} needs root (apt-get).`);
  console.log(`Installing Debian packages: ${packages.join(' ')} (one time)…`);
  aptGet(['update', '-qq']);
  const install = (names) => aptGet(['install', '-y', '-qq', '--no-install-recommends', ...names]);
  try {
    install(packages);
  } catch (error) {
    const fallback = packages.map((name) => ALTERNATIVES[name] ?? name);
    if (fallback.every((name, index) => name === packages[index])) throw error;
    install(fallback);
  }
}
