// `node scripts/bench/content-pages.mjs [--runs N]`: Lighthouse on the content pages of issue 12
// (home with its slider and news, Creators Corner, an article with its comments, the timeline),
// against the built site and sandbox, as `pnpm bench` measures its pages. Needs `pnpm build` first.
// Target: Performance at least 95 and CLS 0 on each.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { missingBuildOutputs } from './built-site.mjs';
import { startChromium } from './chromium.mjs';
import { PASSING_SCORE, auditPages } from './lighthouse-pages.mjs';
import { formatFailedAudits, formatPageTable } from './report.mjs';
import { startSandbox } from './sandbox-server.mjs';

const CONTENT_PAGES = ['/', '/creator-corners', '/articles/1', '/articles/39'];

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1, not '${options.runs}'`);
  process.exit(1);
}
const missing = missingBuildOutputs(root);
if (missing.length > 0) {
  console.error(`missing: ${missing.join(', ')}\nrun \`pnpm build\` first`);
  process.exit(1);
}

const stops = [];
let exitCode = 0;
try {
  const sandbox = await startSandbox(root);
  stops.push(sandbox.stop);
  const chromium = await startChromium();
  stops.push(chromium.stop);
  const pages = await auditPages(sandbox.origin, chromium.port, { pages: CONTENT_PAGES, runs });
  console.log(`Lighthouse ${pages[0]?.lighthouseVersion ?? ''}, median of ${runs} run(s) per page\n`);
  console.log(formatPageTable(pages));
  console.log(`\n${formatFailedAudits(pages, PASSING_SCORE)}\n`);
  const short = pages.filter((page) => page.performance === null || page.performance < 95 || page.cls === null || page.cls > 0.001);
  if (short.length > 0) {
    console.error(`under target (Performance >= 95, CLS 0): ${short.map((page) => page.path).join(', ')}`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(`while stopping: ${error.message}`));
}
process.exit(exitCode);
