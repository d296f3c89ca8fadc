// Browser tests: the built partner bundle and the built site in Debian's Chromium, against the
// sandbox API (in memory, on a free loopback port), started once in e2e/support/global-setup.ts.
// Chromium only: these tests use what only Playwright's own browsers give (request interception and
// counts, init scripts faking a game's channel, axe, the keyboard), and `playwright install` cannot
// fetch Firefox or WebKit builds here. The journeys a player takes run again in Debian's Firefox ESR
// and WebKitGTK through their own drivers: scripts/engines.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
    trace: 'off',
  },
});
