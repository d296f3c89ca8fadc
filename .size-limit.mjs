// Size budgets of the partner bundle, gzip, enforced in `pnpm test` (scripts/run-tests.mjs).
// What a page with one widget downloads is read from the build's own chunk graph
// (dist/cdn/.vite/manifest.json): the entry, then the widget's chunk and every chunk it imports,
// so a chunk that moves or splits is still counted. Shopify's Buy Button and Tebex.js are measured
// the same way for comparison (no limit: they are not ours).
//
// The widgets come from the build's custom-elements.json, which is made from the widget table
// (src/widgets.ts): a widget added there is measured and held to the "further widget" rule below
// without an edit here.
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

/** Entry + the widget's chunk + what they import: what a page with only this widget downloads. */
const page = (module) => files(new Set([...closure(ENTRY), ...closure(module)]));
/** Swiper: loaded only by the widgets that slide, and excepted from the further-widget rule. */
const isExcepted = (key) => /^_swiper-/.test(key);
/** The widget's own chunk, and the chunks it brings beyond the runtime (Swiper excepted). */
// A chunk that loads a part on demand imports Vite's import helper from the entry, which the page
// has already loaded: neither the entry nor the runtime is the widget's own.
const isShared = (key) => key === ENTRY || key === runtimeKey || isExcepted(key);
const own = (module) => files([...closure(module)].filter((key) => !isShared(key)));
/**
 * What the widget fetches later, on demand (the auth modal's forms when it first opens): the
 * chunks its chunks import dynamically, with their imports, beyond what it loaded at start. What
 * the runtime fetches on demand is every widget's alike, held once below (runtimeOnDemand).
 */
function onDemand(module) {
  const atStart = closure(module);
  const later = new Set();
  for (const key of atStart) {
    if (!isShared(key)) for (const dynamic of manifest[key]?.dynamicImports ?? []) closure(dynamic, later);
  }
  return [...later].filter((key) => !atStart.has(key) && !isShared(key) && !isTranslation(key));
}
/**
 * What the runtime fetches on demand, for a signed-in player only: the cart's server sync, the
 * token refresh, the balance's load (its translations are the German page's, below).
 */
function runtimeOnDemand() {
  const later = new Set();
  for (const dynamic of manifest[runtimeKey]?.dynamicImports ?? []) closure(dynamic, later);
  return [...later].filter((key) => !isShared(key) && !isTranslation(key));
}

/**
 * A locale's messages (src/generated/messages/<locale>.js): fetched only by a reader of that
 * language, so held apart (the German page below), not counted among the parts every reader can
 * fetch.
 */
function isTranslation(key) {
  return /\/generated\/messages\/[a-z]{2}(-[A-Z]{2})?\.js$/.test(key);
}
/** The German catalogues of every package: core's and the widgets', a chunk each. */
const GERMAN = Object.keys(manifest).filter((key) => /\/generated\/messages\/de\.js$/.test(key));

// The widgets, from the build's custom-elements.json, which is made from the widget table
// (src/widgets.ts): each widget's tag and the source module its chunk comes from.
const elements = JSON.parse(readFileSync('packages/widgets/custom-elements.json', 'utf8'));
// Rollup keys a widget's chunk by its source path, or, when the chunk is also shared by another
// chunk (a widget's module reached from two places), by the chunk's name: both lead to it.
const chunkKey = (path) =>
  manifest[path]
    ? path
    : Object.keys(manifest).find(
        (key) =>
          manifest[key].isDynamicEntry &&
          manifest[key].name === path.replace(/^.*\//, '').replace(/\.ts$/, ''),
      );
const WIDGETS = elements.modules.map((module) => ({
  tag: module.declarations[0].tagName,
  module: chunkKey(module.path),
}));

// The targets: a page with one widget (badge, product footer or user menu) 35 kB; a page with only
// the coin packs 65 kB; every further widget's own chunks (beyond the runtime, Swiper excepted)
// 8 kB. The limits below are above those targets by what every page now carries, measured:
// - for the player's safety and the partner's: Log Out ending the session on the server, a
//   handed-over session kept to its tab, sign-in without <rdc-auth>, and a plan's or
//   subscription's chosen period on its cart line (runtime 30.9 -> 31.8 kB);
// - the design tokens' defaults (src/theme/tokens.ts), registered so that a partner page with no
//   site CSS draws the widgets as the site does: 0.48 kB in the runtime (31.9 -> 32.4 kB);
// - the user menu's shown name from Settings, and its popup opening on click and closing on
//   Escape or outside (0.6 kB of its own chunks).
// Merging the cache primitives into one (core's src/cache/) was byte-neutral (@nanostores/query
// alone is 2.2 kB). These limits hold today's sizes so that nothing grows unnoticed; the way back
// to the targets is the runtime's share (docs/figures.md).
// PAGE_LIMITS holds the page limits; FURTHER_WIDGET applies to every widget of the table.
// - every text from a message catalogue, each message in a module of its own that goes with the
//   code showing it (core's texts too), the reader's locale and the lookup of a fetched
//   translation, and every amount and date written by Intl for the reader (core's src/format/),
//   measured with the catalogues of 2026-11-28: runtime 32.46 -> 32.93 kB, the badge's page
//   35.2 -> 35.77 kB, the footer's 35.89 -> 37.42 kB, the user menu's 36.56 -> 37.91 kB, the coin
//   packs' 65.55 -> 67.82 kB; the list widgets' own chunks up to 10.56 kB (the marketplace, 8.17
//   before), the basket's and buy now's checkouts 31.62 -> 34.76 and 22.14 -> 25.0 kB;
// - the site's language in its address (core's locale-path.ts: a link a widget writes on the
//   site's German page stays German, read from the page's meta), a site island fetching its own
//   catalogue, and the pseudo-locale among the locales a page may declare, measured 2026-11-29:
//   runtime 32.93 -> 33.32 kB, the badge's page 35.76 -> 36.17 kB, the footer's 37.42 -> 37.81 kB,
//   the user menu's 37.91 -> 38.32 kB, the coin packs' 67.82 -> 68.24 kB.
// And back: what only a signed-in player needs is fetched when one is signed in (the cart's server
// sync, the token refresh, the balance's load: held below as what the runtime fetches on demand),
// and zod's record type, which the runtime held for one schema of the content reads (the runtime
// holds all of zod that any chunk uses), is gone; measured 2026-11-29: runtime 33.32 -> 31.84 kB,
// the badge's page 36.17 -> 34.68 kB, the footer's 37.81 -> 36.32 kB, the user menu's 38.32 ->
// 36.82 kB, the coin packs' 68.24 -> 66.76 kB. The badge's page is within its 35 kB target again.
// - a paged list reading its address once more as it starts following Back (a Back pressed while
//   the island started was missed, and the list showed another page than the address): the
//   marketplace's own chunks 10.75 -> 10.76 kB, measured 2026-11-30.
// - the coin packs' slider starting Swiper when the player reaches for it, with bullets of its own
//   (Swiper's pagination is gone): the coin packs' page 66.62 -> 64.83 kB, measured 2026-12-01,
//   within its 65 kB target, which is now its limit.
// - a list's packages and subscriptions kept without their items' product-page blocks, whichever
//   asked (core's lot-list-reads.ts), so that a marketplace page need not carry them (its HTML
//   191 -> 80 kB): the marketplace's own chunks 10.79 -> 10.87 kB, measured 2026-12-03.
const PAGE_LIMITS = {
  'rdc-basket-badge': '35 kB',
  'rdc-coin-packs': '65 kB',
  'rdc-product-footer': '36.5 kB',
  'rdc-user-menu': '37 kB',
};
const FURTHER_WIDGET = '10.9 kB';
// What a widget fetches on demand, all of it: every part a player's actions can fetch, with the
// styles each brings. The basket's and buy now's checkouts (steps, cards and card forms, address
// book, dialogs, sign-in, results) are what those widgets are for: held where they are, so that
// weight moved out of their start is seen here and cannot grow unnoticed. Both grew by the order
// summary a player pays by (the charge beside Place order, the top-up lines, the price-changed
// refresh) and the purchase result's receipt: basket 29.5 -> 31.5 kB, buy now 19.5 -> 22.3 kB.
// The basket's grew by the cache its address book loads with (cachedLoad, 0.4 kB), which left the
// runtime with the balance's load: 34.79 -> 35.37 kB. Buy now's reached its limit (25.04 -> 25.25
// kB) with the add-card dialog's provider names from the catalogue and the cache its saved cards
// load with, which also left the runtime. Both grew again with the coin-pack slider of their top-up
// view: it starts Swiper when the player reaches for it, not as it opens, and draws its own bullets
// (the wait it shares with the product gallery is a chunk of its own): basket 35.4 -> 35.66 kB, buy
// now 25.31 -> 25.59 kB, measured 2026-12-01; the coin packs' page fell 66.62 -> 64.83 kB with it.
// The basket's reached 35.76 kB (from 35.69) when the order summary took over saying what a balance
// not known yet leaves out: the money format writes "…" for it (17 B), the summary's widgets lost
// their own checks, and the rest is the shortened names the chunks import the runtime's exports
// by, which shift by a few bytes in every chunk when those exports change (measured 2026-12-02,
// chunk by chunk): 35.8 kB.
const ON_DEMAND_OVER_TARGET = {
  'rdc-basket': '35.8 kB',
  'rdc-buy-now': '25.75 kB',
};
// A German reader's page fetches the whole German catalogues, core's and the widgets' (2.1 and
// 7 kB today). It grew past 45 kB (45.06) with the texts the pseudo-locale found written in code
// (detail tabs, table and specification columns, the timezone options, the search placeholder),
// and to 45.49 kB with the site's language in its address (above), and fell with the runtime to
// 43.99 kB.
const GERMAN_PAGE = '44.25 kB';
// What the runtime fetches for a signed-in player (above): 2.61 kB.
const RUNTIME_ON_DEMAND = '2.75 kB';
const limit = (value) => (value ? { limit: value } : {});

export default [
  ...WIDGETS.map(({ tag, module }) => ({
    name: `page with only <${tag}>`,
    path: page(module),
    ...limit(PAGE_LIMITS[tag]),
    gzip: true,
  })),
  {
    name: 'page with only <rdc-basket-badge>, in German',
    path: [
      ...new Set([
        ...page(WIDGETS.find(({ tag }) => tag === 'rdc-basket-badge').module),
        ...GERMAN.flatMap((key) => files(closure(key))),
      ]),
    ],
    limit: GERMAN_PAGE,
    gzip: true,
  },
  { name: 'entry (autoloader)', path: `${cdn}/rdc-widgets.js`, limit: '2 kB', gzip: true },
  { name: 'shared runtime chunk', path: files([runtimeKey]), limit: '32 kB', gzip: true },
  {
    name: 'the runtime: the parts it fetches for a signed-in player',
    path: files(runtimeOnDemand()),
    limit: RUNTIME_ON_DEMAND,
    gzip: true,
  },
  ...WIDGETS.map(({ tag, module }) => ({
    name: `${tag}: its chunks beyond the runtime (Swiper excepted)`,
    path: own(module),
    limit: FURTHER_WIDGET,
    gzip: true,
  })),
  // Parts fetched on demand are held to the same rule, or to the budgets above.
  ...WIDGETS.filter(({ module }) => onDemand(module).length > 0).map(({ tag, module }) => ({
    name: `${tag}: the parts it fetches on demand (Swiper excepted)`,
    path: files(onDemand(module)),
    limit: ON_DEMAND_OVER_TARGET[tag] ?? FURTHER_WIDGET,
    gzip: true,
  })),
  {
    name: '@shopify/buy-button-js 3.0.6 buybutton.min.js (comparison)',
    path: 'node_modules/@shopify/buy-button-js/dist/buybutton.min.js',
    gzip: true,
  },
  {
    name: '@tebexio/tebex.js 1.11.0 tebex.min.js (comparison)',
    path: 'node_modules/@tebexio/tebex.js/dist/tebex.min.js',
    gzip: true,
  },
];
