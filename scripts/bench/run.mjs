// `pnpm bench`: page quality with Lighthouse in headless Chromium, and the API client's cost as a
// ratio to a bare fetch, against the built site and sandbox; then the catalogue at 100 000 more items
// (`--scale-only`: that part alone). Needs `pnpm build` first.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { missingBuildOutputs } from './built-site.mjs';
import { CHROMIUM_PATH } from '../chromium.mjs';
import { startChromium } from './chromium.mjs';
import { formatCatalogueScale, measureCatalogueScale, SCALE } from './catalogue-scale.mjs';
import { measureClientRatio } from './client-ratio.mjs';
import { PASSING_SCORE, TARGET_PERFORMANCE, auditPages, pagesUnderTarget } from './lighthouse-pages.mjs';
import { formatBenchmarkIndex, formatFailedAudits, formatPageTable, formatRatio } from './report.mjs';
import { startSandbox } from './sandbox-server.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
// `--scale-only` runs the catalogue at scale alone; `--pages /a,/b` audits only those pages and
// skips the page-independent measures (the client ratio, the catalogue at scale).
const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, 'scale-only': { type: 'boolean', default: false }, pages: { type: 'string' } },
});
const onlyPages = options.pages?.split(',').filter(Boolean);
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1, not '${options.runs}'`);
  process.exit(1);
}

const missing = missingBuildOutputs(root);
if (missing.length > 0) {
  console.error(`missing: ${missing.join(', ')}\nrun \`pnpm build\` first (or \`pnpm --filter site build\` for the site alone)`);
  process.exit(1);
}

const running = [];
let stopping;
let interrupted = false;
/** Stops what was started, last first, each even if another fails; every caller awaits the same run. */
function stopAll() {
  stopping ??= (async () => {
    for (const stop of running.reverse()) await stop().catch((error) => console.error(`while stopping: ${error.message}`));
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the sandbox and Chromium`);
    void stopAll().finally(() => process.exit(130));
  });
}

let exitCode = 0;
try {
  const sandbox = await startSandbox(root);
  running.push(sandbox.stop);
  console.log(`sandbox and built site on ${sandbox.origin}`);

  if (!options['scale-only']) {
    const chromium = await startChromium();
    running.push(chromium.stop);
    console.log(`Lighthouse in ${CHROMIUM_PATH}: mobile preset (Lighthouse's default), simulated throttling (slow 4G, 4x CPU slowdown), median of ${runs} run(s) per page`);

    const pages = await auditPages(sandbox.origin, chromium.port, { runs, ...(onlyPages && { pages: onlyPages }) });
    console.log(`Lighthouse ${pages[0]?.lighthouseVersion ?? ''}\n`);
    console.log(formatPageTable(pages));
    console.log(formatBenchmarkIndex(pages));
    console.log(`\n${formatFailedAudits(pages, PASSING_SCORE)}\n`);
    const short = pagesUnderTarget(pages);
    if (short.length > 0) {
      console.error(`under target (Performance >= ${TARGET_PERFORMANCE}, CLS 0): ${short.map((page) => page.path).join(', ')}\n`);
      exitCode = 1;
    }

    if (!onlyPages) console.log(formatRatio(await measureClientRatio(root, sandbox.origin)));
  }

  if (!onlyPages) {
    console.log(`\nseeding a second sandbox with ${SCALE} more items (a minute or two)…`);
    const scaled = await startSandbox(root, { scale: SCALE });
    running.push(scaled.stop);
    console.log(formatCatalogueScale(await measureCatalogueScale(sandbox.origin, scaled.origin)));
  }
} catch (error) {
  // After an interrupt, the runs fail only because their browser was stopped: not worth a stack.
  if (!interrupted) console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  exitCode = 1;
} finally {
  await stopAll();
}
process.exit(interrupted ? 130 : exitCode);
