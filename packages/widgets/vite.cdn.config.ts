// The partner bundle: dist/cdn/rdc-widgets.js, an ES module a page loads with one
// <script type="module">. React, core and the element platform go in ONE shared runtime chunk;
// each widget is a chunk of its own, loaded when its tag first appears; Swiper comes only with
// the widgets that use it.
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { customElementsManifest } from './scripts/manifest-plugin';

const RUNTIME = [
  /\/node_modules\/(react|react-dom|scheduler|@r2wc|nanostores|@nanostores|zod|ofetch|destr|ufo)\//,
  // What every widget needs of core: the client, session, schemas, cart, balance, modals. Core's
  // other stores (checkout, payment, cards, addresses, …) go to chunks of the widgets using them.
  /\/packages\/core\/src\/(api|session|schemas|navigation|money|cart|wallet|overlays|buy-now|coin-packs)\/|\/packages\/core\/src\/(config|log-ignored)\.ts$/,
  /\/packages\/core\/src\/pagination\/slides\.ts$/,
  /\/packages\/core\/src\/checkout\/additional-currency\.ts$/,
  // Log Out is a few bytes over the session; kept here, the user menu needs no other core chunk.
  /\/packages\/core\/src\/account\/log-out\.ts$/,
  // A page's configure({ stripe }) may come before any card widget: the atom it sets lives here.
  /\/packages\/core\/src\/cards\/host-stripe\.ts$/,
  /\/packages\/widgets\/src\/(platform\/(?!registry)|ui\/Status)/,
];

export default defineConfig({
  plugins: [react(), customElementsManifest()],
  resolve: {
    conditions: ['@rdc/source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    target: 'es2022',
    // No <link rel=modulepreload> injection: partner pages may forbid it, and chunks load on demand.
    modulePreload: false,
    sourcemap: true,
    reportCompressedSize: false,
    // .vite/manifest.json: which chunks each widget imports (the size budgets read it).
    manifest: true,
    rollupOptions: {
      input: { 'rdc-widgets': 'src/cdn/rdc-widgets.ts' },
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        manualChunks(id) {
          // Swiper's stylesheet text (`swiper/css?inline`) stays with the widget that adopts it.
          if (id.includes('/node_modules/swiper/') && !id.includes('?inline')) return 'swiper';
          // core's index only re-exports; left free, it would drag all of core into the runtime.
          if (/\/packages\/core\/src\/index\.ts$/.test(id)) return 'core-index';
          if (RUNTIME.some((pattern) => pattern.test(id))) return 'runtime';
          return undefined;
        },
      },
    },
  },
});
