// Launch day: many players opening the same product page at once. `clients` loops each fetch the
// page, read it whole and fetch again, for `seconds`, against two sandboxes of one build: one that
// keeps the page (its in-memory page cache) and one that renders every request
// (SANDBOX_PAGE_CACHE=off). Loopback only; the clients run in this process, so they share the
// machine's two cores with the server, as a real test client on the same host would.
import { Agent, get } from 'node:http';

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
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const url = origin + path;
  // node:http rather than fetch: the lighter client leaves more of the two cores to the server.
  const fetchPage = () =>
    new Promise((resolve, reject) => {
      get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      }).on('error', reject);
    });
  const latencies = [];
  let failures = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        const status = await fetchPage();
        if (status === 200) latencies.push(performance.now() - sent);
        else failures += 1;
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    failures,
    rps: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
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
