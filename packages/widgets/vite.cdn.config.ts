// The partner bundle: dist/cdn/rdc-widgets.js, an ES module a page loads with one
// <script type="module">. Preact (as React), core and the element platform go in ONE shared runtime chunk;
// each widget is a chunk of its own, loaded when its tag first appears; Swiper comes only with
// the widgets that use it.
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { BROWSER_FLOOR } from '../../scripts/browser-floor.mjs';
import { messagesPastIndex } from '../../scripts/messages-imports-plugin.mjs';
import { PREACT_FOR_REACT } from '../../scripts/preact-for-react.mjs';
import { importsPastBarrel } from './scripts/core-imports-plugin';
import { customElementsManifest } from './scripts/manifest-plugin';

// The shared runtime chunk: core's runtime entry module and everything it imports (see
// packages/core/src/runtime.ts for what it names), the libraries below, and the element platform.
// Found through the package, by name: a relative path would leave this package (boundaries.test.ts).
const CORE_SOURCE = join(dirname(createRequire(import.meta.url).resolve('@rdc/core/package.json')), 'src');
const CORE_RUNTIME = join(CORE_SOURCE, 'runtime.ts');
const RUNTIME = [
  /\/node_modules\/(preact|nanostores|@nanostores|zod)\//,
  // Not the entry's own modules (the page registry, the widget table's helpers), and not the
  // document requests, which bring core's buy-now loading to the widgets that serve them, and not
  // the styles of parts fetched on demand, which only those parts use. The hook reading a catalogue
  // store, which the coin packs and the product footer use, is a few bytes.
  /\/packages\/widgets\/src\/(platform\/(?!registry|widget-table|document-requests|use-part-styles)|ui\/(Status|useQueryState))/,
];
// The list UI the marketplace and the manufactory's views share (grids, skeletons, pagers, the tab
// bar, the viewport hook), with the core they alone use: one chunk. Left to rollup, it is cut into
// five by which views import what, and each cut costs its overhead and its share of compression
// (measured: the marketplace 7.6 -> 8.5 kB, over its 8 kB).
// The manufactory's rules (its address, filter, views, breadcrumbs and tree), which its shell and its
// views fetched on demand both use: a chunk of their own. In the shell's chunk, the views would
// import from it, and rollup would then load that chunk as a namespace instead of as the widget's
// entry, which the build manifest (and the size budgets reading it) no longer names.
const MANUFACTORY_RULES = /\/packages\/core\/src\/marketplace\/(manufactory-|category-tree|breadcrumbs)/;
const MANUFACTORY = /\/packages\/widgets\/src\/manufactory\//;
const LISTING =
  /\/packages\/widgets\/src\/(ui\/(Listing|ListState|ListSkeleton|CardGrid|FallbackImage|useListPosition|PageNavigator|PerPageSelect|MarketplaceTabs)|marketplace\/use-viewport-width)\./;

/**
 * Loads core's runtime entry (never imported by the bundle itself) and collects the core modules
 * it reaches, so that `manualChunks` can put exactly those in the runtime chunk.
 */
function coreRuntime(): Plugin & { members: Set<string> } {
  const members = new Set<string>();
  return {
    name: 'rdc-core-runtime',
    members,
    async buildStart() {
      const visit = async (id: string): Promise<void> => {
        if (members.has(id) || id.includes('/node_modules/') || id.startsWith('\0')) return;
        members.add(id);
        const info = await this.load({ id, resolveDependencies: true });
        await Promise.all(info.importedIds.map(visit));
      };
      await visit(CORE_RUNTIME);
    },
  };
}
const runtime = coreRuntime();
const isRuntime = (id: string) => runtime.members.has(id) || RUNTIME.some((pattern) => pattern.test(id));
/** A message's own module (scripts/messages.mjs; messagesPastIndex imports them one by one). */
const MESSAGE = /\/src\/generated\/messages\/\w+\.js$/;
const ENTRY = fileURLToPath(new URL('src/cdn/rdc-widgets.ts', import.meta.url));
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const PLURAL_RULES = /\/src\/generated\/messages\/registry\.js$/;

// The partner bundle renders with Preact's React compatibility layer (preact/compat, Preact 11):
// the same widget source, about 60 kB gzip less on every partner page than React 19 and react-dom.
// The npm build (tsup) and the tests keep React; only this bundle is aliased. Resolved to files
// from this package, so that libraries importing `react` (@nanostores/react) get it too; resolved
// as ES modules (Node's import condition): require.resolve gave preact's CommonJS wrappers, whose
// interop kept every export of preact/compat and preact/jsx-runtime in the runtime. The table is
// the site's too (scripts/preact-for-react.mjs).
const resolveHere = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
const PREACT_ALIASES = PREACT_FOR_REACT.map(([react, preact]) => ({
  find: new RegExp(`^${react}$`),
  replacement: resolveHere(preact),
}));
// @nanostores/react's useStore, in the bundle, is the platform's (src/platform/use-store.ts): the same
// hook without its `keys` option, which no widget passes and which kept nanostores' listenKeys and
// deep-map paths in the runtime (measured: 0.33 kB gzip less on every page). The npm build and the
// tests keep the library.
const USE_STORE_ALIAS = {
  find: /^@nanostores\/react$/,
  replacement: fileURLToPath(new URL('src/platform/use-store.ts', import.meta.url)),
};

export default defineConfig({
  // `@rdc/core` imports go straight to the modules that define the names (see the plugin): each
  // widget's chunks hold the core it uses, and what several widgets use is split out by rollup.
  plugins: [
    react(),
    customElementsManifest(),
    runtime,
    importsPastBarrel('@rdc/core', join(CORE_SOURCE, 'index.ts')),
    // Likewise each message: a widget's chunks hold the English of the messages they show.
    messagesPastIndex(),
  ],
  resolve: {
    alias: [...PREACT_ALIASES, USE_STORE_ALIAS],
    conditions: ['@rdc/source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    // The oldest browsers partner pages and games run it in (iOS 15's WKWebView the oldest): newer
    // syntax is lowered, and a test parses every chunk at this floor (scripts/browser-floor.mjs).
    target: BROWSER_FLOOR,
    // terser, not esbuild: about 4 % less gzip on every chunk (measured: runtime 32.2 -> 31.0 kB,
    // Swiper 1.1 kB less), for a slower build. Two passes; more gained nothing measurable.
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 } },
    // No <link rel=modulepreload> injection: partner pages may forbid it, and chunks load on demand.
    modulePreload: false,
    sourcemap: true,
    reportCompressedSize: false,
    // .vite/manifest.json: which chunks each widget imports (the size budgets read it).
    manifest: true,
    rollupOptions: {
      input: { 'rdc-widgets': ENTRY },
      // The entry keeps its exports (configure) and may gain internal ones: a widget chunk that
      // loads a part on demand imports Vite's import helper from it, already on the page, instead of
      // a chunk of its own that every page and a second copy of the bundle would fetch first.
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        manualChunks(id, { getModuleInfo }) {
          // Vite's import helper stays in the entry, with the entry's own module: the runtime loads
          // translations on demand too, and left to rollup the helper moved into the runtime, which
          // the entry then imported at start, so a second copy of the bundle fetched its own runtime.
          if (id === PRELOAD_HELPER || id === ENTRY) return 'rdc-widgets';
          // Swiper's effects (the image slider's coverflow) go apart: the other sliders never use them.
          if (/\/node_modules\/swiper\/(modules\/effect-|shared\/(effect-|create-shadow))/.test(id))
            return 'swiper-effects';
          if (id.includes('/node_modules/swiper/') && !id.includes('?inline')) return 'swiper';
          // Its stylesheet's text (`swiper/css?inline`), named apart from the library: a widget that
          // slides only later (the basket's top-up, the purchase result) carries the styles at start.
          if (id.includes('/node_modules/swiper/')) return 'swiper-styles';
          if (isRuntime(id)) return 'runtime';
          // The plural rules every counted message calls: one small function, in the runtime rather
          // than a chunk of its own that every page showing a count would fetch in one more request.
          if (PLURAL_RULES.test(id)) return 'runtime';
          // A message goes with what shows it; one the runtime or several chunks show is in the
          // runtime (a few bytes), not pulled into the list UI's chunk for every widget that shows it.
          if (MESSAGE.test(id)) {
            const importers = getModuleInfo(id)?.importers ?? [];
            if (importers.some(isRuntime)) return 'runtime';
            if (importers.some((importer) => LISTING.test(importer)))
              return importers.every((importer) => LISTING.test(importer)) ? 'listing' : 'runtime';
            // The view titles the manufactory's shell and its views both show: with its rules, or
            // rollup would put them in the shell's chunk and load that as a namespace (see above).
            if (importers.length > 1 && importers.every((importer) => MANUFACTORY.test(importer)))
              return 'manufactory-rules';
            return undefined;
          }
          if (LISTING.test(id)) return 'listing';
          if (MANUFACTORY_RULES.test(id)) return 'manufactory-rules';
          return undefined;
        },
      },
    },
  },
});
