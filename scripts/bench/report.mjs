// Plain-text output: one table of scores and metrics, then the failed audits page by page.

function table(header, rows) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const orDash = (value, format) => (value == null ? '-' : format(value));

export function formatPageTable(results) {
  const header = [
    'Page',
    'CPU x',
    'Perf',
    'A11y',
    'Best pr.',
    'SEO',
    'LCP (s)',
    'TBT (ms)',
    'CLS',
    'Transfer (kB)',
    'HTML (kB)',
  ];
  const rows = results.map((r) => [
    r.path,
    orDash(r.cpuSlowdownMultiplier, (x) => x.toFixed(2)),
    orDash(r.performance, String),
    orDash(r.accessibility, String),
    orDash(r.bestPractices, String),
    orDash(r.seo, String),
    orDash(r.lcpMs, (ms) => (ms / 1000).toFixed(1)),
    orDash(r.tbtMs, (ms) => String(Math.round(ms))),
    orDash(r.cls, (cls) => cls.toFixed(3)),
    orDash(r.transferBytes, (bytes) => (bytes / 1000).toFixed(1)),
    orDash(r.htmlBytes, (bytes) => (bytes / 1000).toFixed(1)),
  ]);
  return table(header, rows);
}

/**
 * Lighthouse's own reading of the machine's CPU speed in every run: the CPU slowdown was chosen
 * from the reading before the pages, so a reading far from it (the machine got busier or idler
 * meanwhile) means the phone simulated was faster or slower than the one intended.
 */
export function formatBenchmarkIndex(results) {
  const indexes = results.flatMap((r) => r.benchmarkIndexes ?? []);
  if (indexes.length === 0) return "Lighthouse's benchmarkIndex: -";
  const low = Math.round(Math.min(...indexes));
  const high = Math.round(Math.max(...indexes));
  return `Lighthouse's benchmarkIndex in its runs (this machine's CPU speed; higher is faster): ${low === high ? low : `${low} to ${high}`}`;
}

export function formatFailedAudits(results, passingScore) {
  const blocks = results.map((r) => {
    const head = `${r.path}${r.runtimeError ? ` (Lighthouse error: ${r.runtimeError})` : ''}`;
    if (r.failed.length === 0) return `${head}: none`;
    const lines = r.failed.map(
      (a) =>
        `  [${a.category || 'other'}] ${a.title} (${a.score.toFixed(2)}${a.displayValue ? `, ${a.displayValue}` : ''})`,
    );
    return [head, ...lines].join('\n');
  });
  return [`Failed audits (score < ${passingScore}):`, ...blocks].join('\n');
}

export function formatRatio(ratio) {
  return [
    `API client vs bare fetch (${ratio.url}, N=${ratio.n} each, interleaved, after ${ratio.warmUp} warm-up pairs):`,
    `  bare fetch + JSON parse, median:                   ${ratio.medianFetchMs.toFixed(2)} ms`,
    `  api.market.coinsPackages.list (validated), median: ${ratio.medianClientMs.toFixed(2)} ms`,
    `  median of the per-pair ratios client / fetch:      ${ratio.medianRatio.toFixed(2)}x`,
  ].join('\n');
}
