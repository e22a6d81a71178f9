import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { DbToolError } from './errors';

const run = promisify(execFile);
const DEBIAN_ROOT = '/usr/lib/postgresql';

function candidateDirs(): string[] {
  const dirs: string[] = [];
  if (process.env.POSTGRES_BIN_DIR) dirs.push(process.env.POSTGRES_BIN_DIR);
  // Newest first: pg_dump refuses servers newer than itself, and dumps of older ones are fine.
  const versions = existsSync(DEBIAN_ROOT) ? readdirSync(DEBIAN_ROOT).filter((name) => /^\d+$/.test(name)) : [];
  for (const version of versions.sort((a, b) => Number(b) - Number(a)))
    dirs.push(path.join(DEBIAN_ROOT, version, 'bin'));
  dirs.push(...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean));
  return dirs;
}

/** Path of pg_dump or pg_restore: POSTGRES_BIN_DIR, Debian's versioned folders, then PATH. */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string | undefined {
  return candidateDirs()
    .map((dir) => path.join(dir, name))
    .find((file) => existsSync(file));
}

/**
 * Runs a PostgreSQL client tool against `url`. The password travels in PGPASSWORD,
 * not on the command line, where any user could read it from the process list.
 */
export async function runPgTool(name: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const tool = findPgTool(name);
  if (!tool) {
    throw new DbToolError(
      `${name} not found. Install PostgreSQL's client tools (Debian: apt-get install postgresql-client) or set POSTGRES_BIN_DIR.`,
    );
  }
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  try {
    await run(tool, [...args, `--dbname=${parsed.toString()}`], { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new DbToolError(`${name} failed: ${stderr || (error as Error).message}`);
  }
}

/** host:port/database of a URL, for messages (never the password). */
export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}
