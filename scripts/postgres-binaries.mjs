// Finds the PostgreSQL server binaries (and, as root, the `postgres` user to run them as),
// installing Debian's packages first when running as root and they are missing.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const PREFERRED_VERSION = '15';
const REQUIRED = ['initdb', 'postgres', 'pg_ctl', 'pg_isready'];

const isRoot = () => process.getuid?.() === 0;

function hasBinaries(dir) {
  return REQUIRED.every((name) => existsSync(path.join(dir, name)));
}

function findBinDir() {
  if (process.env.POSTGRES_BIN_DIR) {
    return hasBinaries(process.env.POSTGRES_BIN_DIR) ? process.env.POSTGRES_BIN_DIR : undefined;
  }
  const versions = existsSync(DEBIAN_ROOT) ? readdirSync(DEBIAN_ROOT) : [];
  // Version 15 first (what CI is meant to test against), then the newest one installed.
  const ordered = [PREFERRED_VERSION, ...versions.filter((v) => v !== PREFERRED_VERSION).sort((a, b) => b - a)];
  return ordered.map((version) => path.join(DEBIAN_ROOT, version, 'bin')).find(hasBinaries);
}

/** uid and gid of the `postgres` OS user, or undefined when there is none. */
function findPostgresUser() {
  try {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

function install() {
  console.log('Installing PostgreSQL from Debian packages (one time)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const aptGet = (...args) => execFileSync('apt-get', args, { stdio: 'inherit', env });
  aptGet('update', '-qq');
  try {
    aptGet('install', '-y', '-qq', '--no-install-recommends', `postgresql-${PREFERRED_VERSION}`);
  } catch {
    // Another Debian release may only carry its own major version.
    aptGet('install', '-y', '-qq', '--no-install-recommends', 'postgresql');
  }
}

/**
 * Returns `{ binDir, owner }`. `owner` is the `postgres` user when running as root
 * (the server refuses to run as root) and undefined otherwise (it runs as us).
 */
export function ensurePostgresBinaries() {
  let binDir = findBinDir();
  if (!isRoot()) {
    if (!binDir) {
      throw new Error(
        'PostgreSQL server binaries not found. Install them (Debian: apt-get install postgresql-15) or set POSTGRES_BIN_DIR.',
      );
    }
    return { binDir, owner: undefined };
  }
  let owner = findPostgresUser();
  if (!binDir || !owner) {
    install();
    binDir = findBinDir();
    owner = findPostgresUser();
  }
  if (!binDir || !owner)
    throw new Error('PostgreSQL binaries or the postgres user are still missing after installing.');
  return { binDir, owner };
}
