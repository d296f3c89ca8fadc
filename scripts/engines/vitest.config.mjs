import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The journeys in Firefox ESR, WebKitGTK and Chromium (scripts/engines/browsers.mjs), against the
// origins the Playwright run also uses (the built bundle and site, the in-memory sandbox), started
// by the same global setup. Run by scripts/run-tests.mjs after `pnpm build`, under xvfb-run.
export default defineConfig({
  root: fileURLToPath(new URL('../../', import.meta.url)),
  test: {
    name: 'engines',
    include: ['scripts/engines/*.engine.mjs'],
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
