import { judgePassword } from '@store/shared/password-strength';
import { EnvError, parseEnv } from '../config/env';
import { openDataStore } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { AppError } from '../lib/errors';
import { createAdmin, generatePassword, resetAdminPassword } from '../modules/accounts';

const usage =
  'Usage: npm run admin -- create <username> | reset-password <username>\n' +
  'The password is taken from ADMIN_PASSWORD when set (the sign-up rule: 8 characters, not common, not the username), otherwise generated and printed.';

async function run(args: string[]): Promise<number> {
  const [command, username] = args;
  if (!username || (command !== 'create' && command !== 'reset-password')) {
    console.error(usage);
    return 2;
  }
  const env = parseEnv({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
  const supplied = process.env.ADMIN_PASSWORD;
  const problem = supplied === undefined ? null : judgePassword(supplied, { username }).problem;
  if (problem) {
    console.error(`ADMIN_PASSWORD: ${problem}`);
    return 1;
  }
  const password = supplied || generatePassword();
  const store = openDataStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateToLatest(store.db);
    if (command === 'create') await createAdmin(store.db, username, password);
    else await resetAdminPassword(store.db, username, password);
    const done = command === 'create' ? `Created admin ${username}` : `Reset the password of ${username}`;
    console.log(supplied ? `${done}.` : `${done}. Password: ${password}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await store.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
