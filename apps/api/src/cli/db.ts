import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, parseEnv } from '../config/env';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { backupPostgres, backupSqliteStore, defaultBackupFile } from '../db/tools/backup';
import { copySqliteToPostgres } from '../db/tools/copy-store';
import { DbToolError } from '../db/tools/errors';
import { describePostgresUrl } from '../db/tools/pg-tools';
import { restorePostgres, restoreSqliteStore } from '../db/tools/restore';
import { sqliteStoreFile } from '../db/tools/sqlite-file';

const usage = `Usage:
  npm run db:backup [-- --to <file>]
  npm run db:restore -- --from <file>
  npm run db:copy -- --to <postgres url> [--from <store.sqlite or data folder>]
The store is DATA_DIR/store.sqlite, or the PostgreSQL database of DATABASE_URL when it is set.`;

// npm runs scripts from the repository root; paths typed by the user are relative to where they typed them.
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function options(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { from: { type: 'string' }, to: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  return values;
}

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const { from, to } = options(rest);
  const env = parseEnv();
  if (command === 'backup') {
    const url = env.DATABASE_URL;
    const file = to ? fromCaller(to) : defaultBackupFile(env.DATA_DIR, url ? 'dump' : 'sqlite');
    const written = url ? await backupPostgres(url, file) : await backupSqliteStore(env.DATA_DIR, file);
    console.log(`Backed up ${url ? describePostgresUrl(url) : sqliteStoreFile(env.DATA_DIR)} to ${written}`);
    return 0;
  }
  if (command === 'restore' && from) {
    const file = fromCaller(from);
    if (env.DATABASE_URL) {
      await restorePostgres(env.DATABASE_URL, file);
      console.log(`Restored ${describePostgresUrl(env.DATABASE_URL)} from ${file}`);
      return 0;
    }
    const { restored, previous } = await restoreSqliteStore(env.DATA_DIR, file);
    console.log(`Restored ${restored} from ${file}`);
    if (previous) console.log(`The store as it was before is kept in ${previous}`);
    return 0;
  }
  const target = to ?? env.DATABASE_URL;
  if (command === 'copy' && target) {
    if (!/^postgres(ql)?:\/\//.test(target)) throw new DbToolError('--to must be a postgres:// or postgresql:// URL');
    const source = from ? fromCaller(from) : sqliteStoreFile(env.DATA_DIR);
    // A data folder is accepted too: the store inside it is meant.
    const file = existsSync(source) && statSync(source).isDirectory() ? sqliteStoreFile(source) : source;
    const copied = await copySqliteToPostgres(file, target);
    for (const { table, rows } of copied) console.log(`${table.padEnd(28)} ${String(rows).padStart(8)}`);
    console.log(`Copied ${file} to ${describePostgresUrl(target)}; every table's count matches the source.`);
    console.log(
      'Start the server with DATABASE_URL set and the same DATA_DIR (its jwt-secret keeps logins valid) or JWT_SECRET.',
    );
    return 0;
  }
  console.error(usage);
  return 2;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof EnvError || error instanceof DbToolError;
    const usageError = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (isDatabaseUnavailable(error)) {
      const { code, message } = error as { code?: string; message?: string };
      console.error(`Cannot reach the PostgreSQL database: ${message || code}`);
    } else console.error(known || usageError ? (error as Error).message : error);
    if (usageError) console.error(usage);
    process.exit(usageError ? 2 : 1);
  },
);
