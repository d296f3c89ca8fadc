// The benchmarks measure what `pnpm build` produced, never a dev server: say what is missing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const SITE_DIR = 'site/dist';
export const SANDBOX_MAIN = 'packages/sandbox/dist/main.js';
export const CORE_MAIN = 'packages/core/dist/index.js';

/** Paths (relative to `root`) that the benchmarks need and that are not there. */
export function missingBuildOutputs(root) {
  return [join(SITE_DIR, 'server', 'entry.mjs'), SANDBOX_MAIN, CORE_MAIN].filter((path) => !existsSync(join(root, path)));
}
