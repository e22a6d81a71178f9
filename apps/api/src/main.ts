import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStore } from './app';
import { EnvError, parseEnv } from './config/env';
import { openDataStore } from './db/database';
import { migrateToLatest } from './db/migrate';
import { bootstrapAdmin } from './modules/accounts';
import { allModules } from './modules/all';
import {
  ensureOfferedCategories,
  isDemoCatalogueSeeded,
  seedDemoCatalogue,
  writeDemoMediaPack,
} from './modules/catalogue';
import { DEMO_IN_PRODUCTION_WARNING } from './modules/payments';
import { startModuleJobs } from './modules/start-modules';
import { DEMO_MEDIA_FLAG, SEED_ONLY_FLAG, seedInChildProcess } from './seed-process';

// main.ts (source) and dist/main.js (bundle) both sit one folder under apps/api.
const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebRoot = path.resolve(here, '../../web/dist');
/** The demo media the build draws beside the bundle (none beside the source: seeding draws them). */
const defaultDemoMediaDir = path.join(here, 'demo-media');

/** What start-up did with the ADMIN_USERNAME admin: one line, never the password. */
const ADMIN_BOOTSTRAP_LINE = {
  created: (username: string) => `Admin "${username}" (ADMIN_USERNAME) created`,
  'password-reset': (username: string) =>
    `Admin "${username}" (ADMIN_USERNAME) updated: new password from ADMIN_PASSWORD, earlier sessions ended`,
  unchanged: (username: string) =>
    `Admin "${username}" (ADMIN_USERNAME) unchanged: password already set, sessions kept`,
} as const;

function readEnv(): ReturnType<typeof parseEnv> {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The child process of seedInChildProcess: the schema is already migrated by the parent. */
async function seedOnly(): Promise<void> {
  const env = readEnv();
  const store = openDataStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    const added = await seedDemoCatalogue(store.db, { mediaDir: env.DEMO_MEDIA_DIR ?? defaultDemoMediaDir });
    if (added > 0) console.log(`Demo catalogue seeded with ${added} designs`);
  } finally {
    await store.close();
  }
}

async function main(): Promise<void> {
  const env = readEnv();
  const store = openDataStore({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await migrateToLatest(store.db);
  await ensureOfferedCategories(store.db);
  if (env.production && env.PAYMENT_PROVIDER === 'demo') console.warn(DEMO_IN_PRODUCTION_WARNING);
  const admin = await bootstrapAdmin(store.db, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
  if (admin.kind === 'configured') console.log(ADMIN_BOOTSTRAP_LINE[admin.change](admin.username));
  if (admin.kind === 'generated') {
    console.log(
      `Created admin "${admin.username}" with password: ${admin.password}  (shown once; change it with npm run admin -- reset-password ${admin.username})`,
    );
  }
  const { app, context } = await buildStore({ env, store, webRoot: process.env.WEB_ROOT ?? defaultWebRoot });
  if (env.SEED_DEMO_DATA && !(await isDemoCatalogueSeeded(store.db))) await seedInChildProcess();

  // The reconciler, the projects job, the plan reminders and (with SMTP_URL) the mail worker.
  const stopJobs = startModuleJobs(allModules, context);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    stopJobs();
    await app.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({
    port: env.PORT,
    host: env.HOST,
    // The one address to open is PUBLIC_URL's (below): pages on any other host are moved there.
    listenTextResolver: (address) => `Listening on ${address.replace(/^https?:\/\//, '')}`,
  });
  console.log(`Store ready at ${env.publicUrl} (database: ${store.dialect} ${store.location})`);
}

/** The build's step that draws the demo media pack beside the bundle. */
async function writeDemoMedia(): Promise<void> {
  await writeDemoMediaPack(process.argv[process.argv.indexOf(DEMO_MEDIA_FLAG) + 1] ?? defaultDemoMediaDir);
}

const task = process.argv.includes(DEMO_MEDIA_FLAG)
  ? writeDemoMedia
  : process.argv.includes(SEED_ONLY_FLAG)
    ? seedOnly
    : main;
task().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
