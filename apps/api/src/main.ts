import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStore } from './app';
import { EnvError, parseEnv } from './config/env';
import { openDataStore } from './db/database';
import { migrateToLatest } from './db/migrate';
import { startMemoryTrim } from './lib/memory-trim';
import { allModules } from './modules/all';
import type { ServerProgram } from './modules/module';
import { commandOf, runStartSteps, startModuleJobs } from './modules/start-modules';
import { runProgramChild } from './program-child';

// main.ts (source) and dist/main.js (bundle) both sit one folder under apps/api.
const here = path.dirname(fileURLToPath(import.meta.url));
const defaultWebRoot = path.resolve(here, '../../web/dist');

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

const program: ServerProgram = { dir: here, env: readEnv, runChild: runProgramChild };

async function main(): Promise<void> {
  const env = readEnv();
  const store = openDataStore({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  await migrateToLatest(store.db);
  const { app, context } = await buildStore({ env, store, webRoot: process.env.WEB_ROOT ?? defaultWebRoot });
  // Each module's own start-up step, in the modules' order (seeding, the first admin, warnings).
  await runStartSteps(allModules, context, program);

  // The reconciler, the projects job, the plan reminders and (with SMTP_URL) the mail worker.
  const stopJobs = startModuleJobs(allModules, context);
  // Memory a crowd of pages left freed inside the C allocator goes back to the system.
  const stopMemoryTrim = startMemoryTrim();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    stopJobs();
    stopMemoryTrim();
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

// A module's command (the build's demo media, the seeding child) instead of the server.
const command = commandOf(allModules, process.argv);
const task = command ? () => command.run(program, command.argument) : main;
task().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
