import { configDefaults, defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared';

export default mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'sandbox',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // *.postgres.test.ts need a PostgreSQL server: scripts/run-tests.mjs starts one and sets
      // SANDBOX_TEST_DATABASE_URL (see scripts/postgres.mjs).
      exclude: [
        ...configDefaults.exclude,
        ...(process.env.SANDBOX_TEST_DATABASE_URL ? [] : ['src/**/*.postgres.test.ts']),
      ],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // The files share nothing but the migrated and seeded template (kept per process): without
      // isolation each worker builds or loads it once instead of once per file, and imports the
      // core's schemas once. Two workers, since most of the time is PGlite's single-threaded CPU.
      isolate: false,
      maxWorkers: 2,
      // Its own worker count needs its own group: it runs after the other projects.
      sequence: { groupOrder: 1 },
    },
  }),
);
