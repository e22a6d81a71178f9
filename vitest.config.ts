import { configDefaults, defineConfig } from 'vitest/config';
import { lazySharedSchemas } from './apps/web/lazy-shared-schemas.ts';

const SERVER_TESTS = [
  'scripts/**/*.test.mjs',
  'packages/*/src/**/*.test.ts',
  'apps/api/src/**/*.test.ts',
  'apps/api/test/**/*.test.ts',
];
const FRESH_PROCESS_TESTS = [
  'apps/api/src/lib/memory-trim.test.ts',
  'apps/api/src/modules/accounts/hashing-threads.test.ts',
  'apps/api/test/name-preview-first-render.test.ts',
  'apps/api/test/name-preview.test.ts',
  'apps/api/test/oversized-memory.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // A stray it.only or describe.only fails the run instead of silently skipping the rest.
    allowOnly: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time even on two cores: most of the slow files wait on child processes and timers.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: [...configDefaults.exclude, ...FRESH_PROCESS_TESTS],
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Each file builds its own stores, servers and databases, so a worker keeps the modules it has loaded
          // for the next file: loading the server's code anew for every file took most of the run's time.
          isolate: false,
        },
      },
      {
        extends: true,
        // What the process itself holds (its threads, fonts, memory) is measured from a process of the file's own.
        test: {
          name: 'server, own process',
          include: FRESH_PROCESS_TESTS,
          globalSetup: ['apps/api/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        // The web app's tests draw into a document and keep a session in storage: each file has its own. They run
        // on the shared package as the web build has it, with schemas built on first use.
        plugins: [lazySharedSchemas()],
        // A component drawn in a test has every English word, as it has in the app once its page has loaded.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/all-words.ts', 'apps/web/src/testing/clear-toasts.ts'],
        },
      },
    ],
  },
});
