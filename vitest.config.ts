import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'site', 'scripts'],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      // runtime.ts only names the CDN runtime chunk's modules; it never runs.
      exclude: ['**/*.test.ts', '**/index.ts', 'packages/core/src/runtime.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 90 },
    },
  },
});
