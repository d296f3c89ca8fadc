// The code every page of the frame runs at start goes out as one file, not forty. Left to itself,
// Rollup splits the islands' shared modules by which islands import them: on `/` that was 38
// scripts, each a request whose handling the browser's main thread pays for, and a longer chain
// of imports before the islands could start. The modules the frame's islands import statically
// (the header's widgets, the page-wide modals, the frame script, with Preact, the stores, the API
// client and the schemas under them) are one chunk; what loads on demand (the buy-now checkout,
// Swiper, a page's own widgets) keeps its own chunks, so nothing is downloaded sooner than before.

/** The modules the frame (BaseLayout) loads on every page, and the widget modules they mount at start. */
const FRAME_ROOTS = [
  /\/site\/src\/frame\/frame\.ts$/,
  /\/site\/src\/components\/PageModals\.tsx$/,
  /\/packages\/widgets\/src\/index\.ts$/,
  /\/packages\/widgets\/src\/(search\/Search|basket-badge\/BasketBadge|user-menu\/UserMenu|auth\/Auth|notifications\/Notifications)\.element\.tsx?$/,
];

const FRAME_CHUNK = 'frame';

/** Every module reachable from the roots through static imports. */
function staticClosure(roots, getModuleInfo) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** @returns {import('vite').Plugin} */
export function frameChunk() {
  return {
    name: 'rdc-frame-chunk',
    apply: 'build',
    // The browser build only: the server's own chunks are not downloaded.
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      /** @type {Set<string> | undefined} */
      let frameModules;
      return {
        ...options,
        manualChunks(id, { getModuleIds, getModuleInfo }) {
          frameModules ??= staticClosure(
            [...getModuleIds()].filter((moduleId) => FRAME_ROOTS.some((root) => root.test(moduleId))),
            getModuleInfo,
          );
          // Vite's helper for dynamic imports is a chunk of its own: the layout's script, which
          // imports the frame after the first paint, needs it without the frame itself.
          if (id.includes('vite/preload-helper')) return 'preload-helper';
          return frameModules.has(id) ? FRAME_CHUNK : undefined;
        },
      };
    },
  };
}
