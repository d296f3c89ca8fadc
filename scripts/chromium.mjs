// The one Chromium every browser run uses (Playwright, the site's page-quality test, the
// Lighthouse bench): Debian's package, headless, with the flags our standards name.
// `.ci/run` installs it when absent; CHROMIUM_PATH points elsewhere for a local run.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
