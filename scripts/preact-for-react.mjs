// The React modules the browser builds replace with Preact's compatibility layer (preact/compat,
// Preact 11): the partner bundle (packages/widgets/vite.cdn.config.ts) and the site's islands
// (site/integrations/preact-for-react.mjs). One table, so the two builds run the same React. Each
// build resolves the Preact side from its own package, where preact is installed.

/** [the React specifier, the Preact module that serves it]. */
export const PREACT_FOR_REACT = [
  ['react', 'preact/compat'],
  ['react-dom', 'preact/compat'],
  ['react-dom/client', 'preact/compat/client'],
  ['react/jsx-runtime', 'preact/compat/jsx-runtime'],
  ['react/jsx-dev-runtime', 'preact/compat/jsx-dev-runtime'],
];
