// Launch day: many players opening the same product page at once. `clients` keep-alive
// connections each fetch the page, read it whole and fetch again, for `seconds`, against two
// sandboxes of one build: one that keeps the page (its in-memory page cache) and one that renders
// every request (SANDBOX_PAGE_CACHE=off). Loopback only. Each sandbox is a process of its own; the
// clients run in the bench's process (http-load.mjs: a raw socket each, far lighter than
// node:http's client), on the same two cores, as a test client on the same host would.
import { runLoad } from './http-load.mjs';

export const LOAD = { clients: 200, seconds: 20, path: '/marketplace/product/item/1' };
/** The product page's p95 with the cache, under that load. */
export const TARGET_P95_MS = 50;

function percentile(sorted, p) {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Requests per second, p50 and p95 of `clients` concurrent loops on `origin + path` for `seconds`. */
export async function measurePageLoad(
  origin,
  { clients = LOAD.clients, seconds = LOAD.seconds, path = LOAD.path } = {},
) {
  const { latencies, failures, elapsed } = await runLoad(origin, {
    clients,
    seconds,
    path,
    headers: { 'Accept-Encoding': 'gzip' },
  });
  return {
    requests: latencies.length,
    failures,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

export function formatPageLoad(
  { on, off },
  { clients = LOAD.clients, seconds = LOAD.seconds, path = LOAD.path } = {},
) {
  const row = (name, r) =>
    `  ${name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  (${r.requests} answered${r.failures ? `, ${r.failures} failed` : ''})`;
  return [
    `Launch day: ${clients} concurrent clients for ${seconds} s each on ${path} (loopback; target p95 at most ${TARGET_P95_MS} ms with the cache):`,
    row('page cache off', off),
    row('page cache on', on),
    `  ratio on / off: req/s ${(on.rps / off.rps).toFixed(1)}x, p50 ${(on.p50 / off.p50).toFixed(3)}, p95 ${(on.p95 / off.p95).toFixed(3)}${on.p95 > TARGET_P95_MS ? '  (p95 over target)' : ''}`,
  ].join('\n');
}
