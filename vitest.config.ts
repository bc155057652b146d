import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on CI's 2 cores. Server tests wait on
    // PostgreSQL or PGlite as much as they compute, so two files at a time take 40 % less time there
    // (PostgreSQL suite: 411 s with one worker, 249 s with two, same machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Browser tests (Playwright + /usr/bin/chromium) against the built site and server: e2e/README.md.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // Two files at a time (each runs its own Chromium; the machine has 2 cores), after the other
          // projects. global-setup.ts gives each worker a server of its own, so a file still has its server
          // to itself.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // Two files share the two cores: a long console journey (about 30 s alone) can take twice that.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Tests marked concurrent run up to 3 at a time, each in its own browser context.
          maxConcurrency: 3,
        },
      },
    ],
  },
});
