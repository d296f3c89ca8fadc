// `pnpm bench`, against the built site and sandbox (`pnpm build` first), in four tables:
//   1. page quality with Lighthouse in headless Chromium, on a phone calibrated to the host (device.mjs);
//   2. the API client's cost as a ratio to a bare fetch;
//   3. launch day: 200 concurrent clients on a product page, the page cache on and off;
//   4. the catalogue at 100 000 more items (`--million`: and at 1 000 000), on PostgreSQL when installed.
// `--pages /a,/b`: those pages' Lighthouse table alone; `--scale-only`: the catalogue alone;
// `--load-only`: launch day alone; `--pglite`: the catalogue on PGlite even with PostgreSQL installed.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CORE_MAIN, missingBuildOutputs } from './built-site.mjs';
import { CHROMIUM_PATH } from '../chromium.mjs';
import { startChromium } from './chromium.mjs';
import { startCatalogueDatabase } from './catalogue-database.mjs';
import { formatCatalogueScale, measureCatalogueScale, MILLION, SCALE } from './catalogue-scale.mjs';
import { measureClientRatio } from './client-ratio.mjs';
import { cpuSlowdownFor, formatDevice, measureHostIndex } from './device.mjs';
import { PASSING_SCORE, TARGETS, auditPages, pagesToAudit, pagesUnderTarget } from './lighthouse-pages.mjs';
import { formatPageLoad, measurePageLoad } from './page-load.mjs';
import { formatBenchmarkIndex, formatFailedAudits, formatPageTable, formatRatio } from './report.mjs';
import { startSandbox } from './sandbox-server.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    'scale-only': { type: 'boolean', default: false },
    'load-only': { type: 'boolean', default: false },
    million: { type: 'boolean', default: false },
    pglite: { type: 'boolean', default: false },
  },
});
const onlyPages = options.pages?.split(',').filter(Boolean);
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1, not '${options.runs}'`);
  process.exit(1);
}
const sections = {
  lighthouse: !options['scale-only'] && !options['load-only'],
  clientRatio: !onlyPages && !options['scale-only'] && !options['load-only'],
  load: !onlyPages && !options['scale-only'],
  catalogue: !onlyPages && !options['load-only'],
};

const missing = missingBuildOutputs(root);
if (missing.length > 0) {
  console.error(
    `missing: ${missing.join(', ')}\nrun \`pnpm build\` first (or \`pnpm --filter site build\` for the site alone)`,
  );
  process.exit(1);
}

const running = [];
let stopping;
let interrupted = false;
/** Stops what was started, last first, each even if another fails; every caller awaits the same run. */
function stopAll() {
  stopping ??= (async () => {
    for (const stop of running.reverse())
      await Promise.resolve()
        .then(stop)
        .catch((error) => console.error(`while stopping: ${error.message}`));
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the sandboxes, Chromium and PostgreSQL`);
    void stopAll().finally(() => process.exit(130));
  });
}
/** Starts a sandbox that `stopAll` stops; `stop()` on the answer stops it sooner. */
async function sandboxFor(settings) {
  const sandbox = await startSandbox(root, settings);
  running.push(sandbox.stop);
  return sandbox;
}

let exitCode = 0;
try {
  const sandbox = await sandboxFor();
  console.log(
    `sandbox and built site on ${sandbox.origin} (${new Date().toISOString()}, load average ${(
      await import('node:os')
    )
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );

  if (sections.lighthouse) {
    const chromium = await startChromium();
    running.push(chromium.stop);
    console.log(
      `Lighthouse in ${CHROMIUM_PATH}: mobile preset, simulated throttling (slow 4G, the CPU slowdown calibrated before each page), median of ${runs} run(s) per page`,
    );
    const calibrate = async () => {
      const host = await measureHostIndex(chromium.port);
      const cpuSlowdownMultiplier = cpuSlowdownFor(host.index);
      console.log(formatDevice(host, cpuSlowdownMultiplier));
      return cpuSlowdownMultiplier;
    };

    const pages = await pagesToAudit(sandbox.origin, pathToFileURL(join(root, CORE_MAIN)).href, onlyPages);
    const results = await auditPages(sandbox.origin, chromium.port, { runs, pages, calibrate });
    console.log(`Lighthouse ${results[0]?.lighthouseVersion ?? ''}\n`);
    console.log(formatPageTable(results));
    console.log(formatBenchmarkIndex(results));
    console.log(`\n${formatFailedAudits(results, PASSING_SCORE)}\n`);
    const short = pagesUnderTarget(results);
    if (short.length > 0) {
      console.error(
        `under target (Performance ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs / 1000} s, TBT <= ${TARGETS.tbtMs} ms, CLS 0): ${short.map((page) => page.path).join(', ')}\n`,
      );
      exitCode = 1;
    }
  }

  if (sections.clientRatio) console.log(formatRatio(await measureClientRatio(root, sandbox.origin)));

  if (sections.load) {
    const uncached = await sandboxFor({ env: { SANDBOX_PAGE_CACHE: 'off' } });
    const on = await measurePageLoad(sandbox.origin);
    const off = await measurePageLoad(uncached.origin);
    console.log(`\n${formatPageLoad({ on, off })}`);
    await uncached.stop();
  }

  if (sections.catalogue) {
    const database = await startCatalogueDatabase(options.pglite ? { usePostgres: false } : undefined);
    running.push(database.stop);
    // Page cache off: the package page is timed as rendered at each size, not as kept.
    const base = await sandboxFor({
      env: { ...database.envFor('catalogue_base'), SANDBOX_PAGE_CACHE: 'off' },
    });
    for (const scale of options.million ? [SCALE, MILLION] : [SCALE]) {
      const started = performance.now();
      console.log(`\nseeding a sandbox on ${database.engine} with ${scale.toLocaleString('en')} more items…`);
      const scaled = await sandboxFor({
        scale,
        env: { ...database.envFor(`catalogue_${scale}`), SANDBOX_PAGE_CACHE: 'off' },
        timeoutMs: scale >= MILLION ? 3_600_000 : undefined,
      });
      console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      console.log(
        formatCatalogueScale(
          await measureCatalogueScale(base.origin, scaled.origin, { scale, engine: database.engine }),
        ),
      );
      await scaled.stop();
    }
  }
} catch (error) {
  // After an interrupt, the runs fail only because their browser was stopped: not worth a stack.
  if (!interrupted) console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  exitCode = 1;
} finally {
  await stopAll();
}
process.exit(interrupted ? 130 : exitCode);
