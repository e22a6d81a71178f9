import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'scripts/**/*.test.mjs',
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'apps/api/test/**/*.test.ts',
    ],
    environment: 'node',
    // A stray it.only or describe.only fails the run instead of silently skipping the rest.
    allowOnly: false,
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time even on two cores: most of the slow files wait on child processes and timers.
    maxWorkers: 2,
  },
});
