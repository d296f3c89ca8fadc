// The catalogue at scale: the median time of what the catalogue's screens ask, on a sandbox with the
// default demo world and on one with 100 000 (`--million`: also 1 000 000) more items, as a ratio
// (target: at most 1.5 each).
// Requests to the two sandboxes are interleaved and alternate which goes first, so drift in the
// machine's load hits both alike.
import { median } from './client-ratio.mjs';

export const SCALE = 100_000;
export const MILLION = 1_000_000;
export const TARGET_RATIO = 1.5;

const post = (path, body) => ({ method: 'POST', path, body });
const get = (path) => ({ method: 'GET', path });

/** Each screen as the requests it makes; all of them must answer 200. */
const SCREENS = {
  'manufactory product page (/ships/fighters/light: its items, page 0 of 6, and its sub-categories)': [
    post('/api/v1/market/items/list_by_virtual_path', {
      virtual_path: '/ships/fighters',
      virtual_name: 'light',
      pagination: { offset: 0, limit: 6 },
    }),
    post('/api/v1/market/categories/list_by_virtual_path', { virtual_path: '/ships/fighters/light' }),
  ],
  // A name as a player types it, and a word in a fifth of all titles ('nova'): the search's count
  // stops one row past its page, so a common word costs no more than a rare one.
  "search request ('corsair prime', limit 10)": [
    post('/api/v1/market/items/list', { search: 'corsair prime', pagination: { limit: 10 } }),
  ],
  // The same search for one lot: at the seeded size 'corsair prime' matches one lot, at scale ten
  // fill the page, so the line above also weighs a ten times larger answer; this one holds the
  // answer alike and leaves the catalogue's size alone.
  "search request ('corsair prime', limit 1: one lot at every size)": [
    post('/api/v1/market/items/list', { search: 'corsair prime', pagination: { limit: 1 } }),
  ],
  "search request for a word in a fifth of all items ('nova', limit 10)": [
    post('/api/v1/market/items/list', { search: 'nova', pagination: { limit: 10 } }),
  ],
  'package page (/marketplace/product/package/1, rendered on demand)': [
    get('/marketplace/product/package/1'),
  ],
};

async function timeScreen(origin, requests) {
  const start = performance.now();
  await Promise.all(
    requests.map(async ({ method, path, body }) => {
      const response = await fetch(origin + path, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      await response.arrayBuffer();
    }),
  );
  return performance.now() - start;
}

export async function measureCatalogueScale(
  defaultOrigin,
  scaledOrigin,
  { n = 30, warmUp = 5, scale = SCALE, engine = '' } = {},
) {
  const results = [];
  for (const [screen, requests] of Object.entries(SCREENS)) {
    const base = [];
    const scaled = [];
    for (let i = 0; i < warmUp + n; i++) {
      const scaledFirst = i % 2 === 1;
      const first = await timeScreen(scaledFirst ? scaledOrigin : defaultOrigin, requests);
      const second = await timeScreen(scaledFirst ? defaultOrigin : scaledOrigin, requests);
      if (i < warmUp) continue;
      base.push(scaledFirst ? second : first);
      scaled.push(scaledFirst ? first : second);
    }
    const baseMs = median(base);
    const scaledMs = median(scaled);
    results.push({ screen, baseMs, scaledMs, ratio: scaledMs / baseMs });
  }
  return { n, warmUp, scale, engine, results };
}

export function formatCatalogueScale({ n, warmUp, scale, engine, results }) {
  return [
    `The catalogue at ${scale.toLocaleString('en')} more items${engine ? ` on ${engine}` : ''} (median of ${n} interleaved pairs after ${warmUp} warm-up; target ratio at most ${TARGET_RATIO}):`,
    ...results.map(
      ({ screen, baseMs, scaledMs, ratio }) =>
        `  ${screen}: ${baseMs.toFixed(1)} ms → ${scaledMs.toFixed(1)} ms, ratio ${ratio.toFixed(2)}${ratio > TARGET_RATIO ? '  (over target)' : ''}`,
    ),
  ].join('\n');
}
