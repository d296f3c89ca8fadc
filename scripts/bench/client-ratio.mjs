// Timings as a ratio within one run: the core API client's validated call (ofetch, timeout,
// zod validation of the answer) against a bare fetch + JSON parse of the same URL and body, on
// the same sandbox. Pairs are interleaved and alternate which goes first, so drift in the
// machine's load hits both sides alike; the figure is the median of the per-pair ratios.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CORE_MAIN } from './built-site.mjs';

const PATH = '/market/coins_package/list';
const BODY = { where: [{ field: 'enabled', condition: '=', value: ['true'] }] };

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function timed(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function measureClientRatio(root, origin, { n = 200, warmUp = 20 } = {}) {
  const { createApi, createClient, createMemoryTokenStore } = await import(
    pathToFileURL(join(root, CORE_MAIN)).href
  );
  const apiBase = `${origin}/api/v1`;
  const api = createApi(createClient({ baseUrl: apiBase, tokens: createMemoryTokenStore() }));

  const viaClient = async () => {
    const answer = await api.market.coinsPackages.list(BODY);
    if (answer.list.length === 0) throw new Error('the client call answered an empty list');
  };
  const viaFetch = async () => {
    const response = await fetch(apiBase + PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BODY),
    });
    if (!response.ok) throw new Error(`bare fetch answered ${response.status}`);
    await response.json();
  };

  const fetchMs = [];
  const clientMs = [];
  const ratios = [];
  for (let i = 0; i < warmUp + n; i++) {
    const clientFirst = i % 2 === 1;
    const first = await timed(clientFirst ? viaClient : viaFetch);
    const second = await timed(clientFirst ? viaFetch : viaClient);
    if (i < warmUp) continue;
    const [client, bare] = clientFirst ? [first, second] : [second, first];
    clientMs.push(client);
    fetchMs.push(bare);
    ratios.push(client / bare);
  }
  return {
    url: apiBase + PATH,
    n,
    warmUp,
    medianFetchMs: median(fetchMs),
    medianClientMs: median(clientMs),
    medianRatio: median(ratios),
  };
}
