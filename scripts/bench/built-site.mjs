// The benchmarks measure what `pnpm build` produced, never a dev server: say what is missing.
// RDC_BENCH_DIST names another folder than `dist` in each package (e.g. `.bench/dist`): a copy of
// the build, so a long bench on a shared machine does not hold the build while others rebuild.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const DIST = process.env.RDC_BENCH_DIST || 'dist';
export const SITE_DIR = `site/${DIST}`;
export const SANDBOX_MAIN = `packages/sandbox/${DIST}/main.js`;
export const CORE_MAIN = `packages/core/${DIST}/index.js`;

/** Paths (relative to `root`) that the benchmarks need and that are not there. */
export function missingBuildOutputs(root) {
  return [join(SITE_DIR, 'server', 'entry.mjs'), SANDBOX_MAIN, CORE_MAIN].filter(
    (path) => !existsSync(join(root, path)),
  );
}
