// Finds the PostgreSQL server binaries with the client tools db-tools runs (and, as root, the `postgres` user to run
// them as), installing Debian's packages first when running as root and they are missing.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { installDebianPackages, isRoot } from './debian-packages.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const PREFERRED_VERSION = '15';
const REQUIRED = ['initdb', 'postgres', 'pg_ctl', 'pg_isready', 'pg_dump', 'pg_restore'];

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

/** Why the binaries cannot be used as they are, or undefined when they can. */
export function postgresMissing() {
  if (!findBinDir()) return `${REQUIRED.join(', ')} not found together (POSTGRES_BIN_DIR can name their folder)`;
  if (isRoot() && !findPostgresUser()) return 'no `postgres` user to run the server as (root cannot)';
  return undefined;
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
        `PostgreSQL's ${REQUIRED.join(', ')} not found together. Install them (Debian: apt-get install postgresql-15) or set POSTGRES_BIN_DIR.`,
      );
    }
    return { binDir, owner: undefined };
  }
  let owner = findPostgresUser();
  if (!binDir || !owner) {
    installDebianPackages([`postgresql-${PREFERRED_VERSION}`]);
    binDir = findBinDir();
    owner = findPostgresUser();
  }
  if (!binDir || !owner)
    throw new Error('PostgreSQL binaries or the postgres user are still missing after installing.');
  return { binDir, owner };
}
