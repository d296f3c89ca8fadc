// Size budgets of the partner bundle, gzip, enforced in `pnpm test` (scripts/run-tests.mjs).
// What a page with one widget downloads is read from the build's own chunk graph
// (dist/cdn/.vite/manifest.json): the entry, then the widget's chunk and every chunk it imports,
// so a chunk that moves or splits is still counted. Shopify's Buy Button is measured the same way
// for comparison (no limit: it is not ours).
import { readFileSync } from 'node:fs';

const cdn = 'packages/widgets/dist/cdn';
const manifest = JSON.parse(readFileSync(`${cdn}/.vite/manifest.json`, 'utf8'));
const ENTRY = 'src/cdn/rdc-widgets.ts';

/** The files of a manifest key and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) closure(dependency, seen);
  return seen;
}
const files = (keys) => [...keys].map((key) => `${cdn}/${manifest[key].file}`);
const runtimeKey = Object.keys(manifest).find((key) => /^_runtime-/.test(key));
const widget = (source) => `src/${source}.element.ts`;

/** Entry + the widget's chunk + what it imports: what a page with only this widget downloads. */
const page = (source) => files(new Set([ENTRY, ...closure(widget(source))]));
/** The widget's own chunk, and the chunks only it brings beyond the runtime. */
const own = (source) => files([...closure(widget(source))].filter((key) => key !== runtimeKey));

export default [
  { name: 'page with only <rdc-basket-badge>', path: page('basket-badge/BasketBadge'), limit: '105 kB', gzip: true },
  { name: 'page with only <rdc-coin-packs>', path: page('coin-packs/CoinPacks'), limit: '136 kB', gzip: true },
  { name: 'page with only <rdc-product-footer>', path: page('product-footer/ProductFooter'), limit: '106 kB', gzip: true },
  { name: 'page with only <rdc-user-menu>', path: page('user-menu/UserMenu'), limit: '106 kB', gzip: true },
  { name: 'entry (autoloader)', path: `${cdn}/rdc-widgets.js`, limit: '1.8 kB', gzip: true },
  { name: 'shared runtime chunk', path: files([runtimeKey]), limit: '103 kB', gzip: true },
  { name: 'rdc-basket-badge: its chunks beyond the runtime', path: own('basket-badge/BasketBadge'), limit: '1.5 kB', gzip: true },
  { name: 'rdc-coin-packs: its chunks beyond the runtime (Swiper included)', path: own('coin-packs/CoinPacks'), limit: '33 kB', gzip: true },
  { name: 'rdc-product-footer: its chunks beyond the runtime', path: own('product-footer/ProductFooter'), limit: '2.5 kB', gzip: true },
  { name: 'rdc-user-menu: its chunks beyond the runtime', path: own('user-menu/UserMenu'), limit: '3 kB', gzip: true },
  { name: '@shopify/buy-button-js buybutton.min.js (comparison)', path: 'node_modules/@shopify/buy-button-js/dist/buybutton.min.js', gzip: true },
];
