// The site's islands run on Preact's React compatibility layer (preact/compat, Preact 11), as the
// partner bundle does (packages/widgets/vite.cdn.config.ts): the same widget source, about 60 kB
// gzip less JavaScript on every page than React 19 and react-dom, and far less of it to run on a
// slow phone. Only the browser build is aliased: the server renders the pages (and the one island
// it renders, the creators' sign-up form) with React, whose markup Preact hydrates.
import { fileURLToPath } from 'node:url';
import { PREACT_FOR_REACT } from '../../scripts/preact-for-react.mjs';

// Resolved from this package, as ES modules, so that the layer's unused exports are shaken off.
const resolveHere = (specifier) => fileURLToPath(import.meta.resolve(specifier));

/** @returns {import('vite').Plugin} */
export function preactForReact() {
  const resolved = new Map(PREACT_FOR_REACT.map(([react, preact]) => [react, resolveHere(preact)]));
  return {
    name: 'rdc-preact-for-react',
    enforce: 'pre',
    // The production build only: `astro dev` keeps React, whose warnings help while writing widgets.
    apply: 'build',
    resolveId(source, _importer, options) {
      if (options?.ssr) return null;
      return resolved.get(source) ?? null;
    },
  };
}
