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

/** Entry + the widget's chunk + what it imports: what a page with only this widget downloads. */
const page = (module) => files(new Set([ENTRY, ...closure(module)]));
/** The widget's own chunk, and the chunks only it brings beyond the runtime. */
const own = (module) => files([...closure(module)].filter((key) => key !== runtimeKey));

// The widgets, from the build's custom-elements.json, which is made from the widget table
// (src/widgets.ts): each widget's tag and the source module its chunk comes from.
const elements = JSON.parse(readFileSync('packages/widgets/custom-elements.json', 'utf8'));
const WIDGETS = elements.modules.map((module) => ({ tag: module.declarations[0].tagName, module: module.path }));

// Limits per tag: [a page with only this widget, its chunks beyond the runtime]. A widget without
// limits is still measured, and listed.
const LIMITS = {
  'rdc-basket-badge': ['105 kB', '1.5 kB'],
  'rdc-coin-packs': ['136 kB', '33 kB'],
  'rdc-product-footer': ['106 kB', '2.5 kB'],
  'rdc-user-menu': ['106 kB', '3 kB'],
};
const limit = (value) => (value ? { limit: value } : {});

export default [
  ...WIDGETS.map(({ tag, module }) => ({ name: `page with only <${tag}>`, path: page(module), ...limit(LIMITS[tag]?.[0]), gzip: true })),
  { name: 'entry (autoloader)', path: `${cdn}/rdc-widgets.js`, limit: '1.8 kB', gzip: true },
  { name: 'shared runtime chunk', path: files([runtimeKey]), limit: '103 kB', gzip: true },
  ...WIDGETS.map(({ tag, module }) => ({
    name: `${tag}: its chunks beyond the runtime`,
    path: own(module),
    ...limit(LIMITS[tag]?.[1]),
    gzip: true,
  })),
  { name: '@shopify/buy-button-js buybutton.min.js (comparison)', path: 'node_modules/@shopify/buy-button-js/dist/buybutton.min.js', gzip: true },
];
