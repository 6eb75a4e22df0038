import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      // Unit tests of pure code share their worker's loaded modules from file to file.
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'bench/**/*.test.ts'], isolate: false } },
      // End-to-end tests (processes, servers, stores, the environment) start each file in a fresh worker.
      { extends: true, test: { name: 'e2e', include: ['test/**/*.test.ts'] } },
    ],
  },
});
