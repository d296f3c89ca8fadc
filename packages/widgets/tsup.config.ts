import { copyFile, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { defineConfig } from 'tsup';
import type { Options } from 'tsup';

const require = createRequire(import.meta.url);

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** `import css from './X.css?inline'` (Vite's syntax): the stylesheet's text as the default export. */
const inlineCss: EsbuildPlugin = {
  name: 'inline-css',
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$|^swiper\/css\?inline$/ }, (args) => {
      const request = args.path.replace(/\?inline$/, '');
      const path = request.startsWith('.')
        ? resolve(args.resolveDir, request)
        : require.resolve(request, { paths: [args.resolveDir] });
      // The suffix keeps tsup's own CSS loader (which claims every path ending in .css) away.
      return { path: `${path}?inline`, namespace: 'inline-css' };
    });
    build.onLoad({ filter: /\?inline$/, namespace: 'inline-css' }, async (args) => {
      const path = args.path.replace(/\?inline$/, '');
      return {
        contents: `export default ${JSON.stringify(await readFile(path, 'utf8'))};`,
        loader: 'js',
        resolveDir: dirname(path),
      };
    });
  },
};

// The npm build: React components (index), the side-effect entry that defines the elements, the
// specification table as a plain component with its stylesheet, and the widgets' first screens
// (server), for a host that renders them on its server (the site does). React, core and the other dependencies stay imports for the host's bundler.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    elements: 'src/elements.ts',
    'spec-table': 'src/spec-table/SpecTable.tsx',
    server: 'src/server.tsx',
  },
  format: ['esm'],
  // The CDN script (built by vite.cdn.config.ts, which empties dist/cdn) gets its types here.
  dts: {
    entry: {
      index: 'src/index.ts',
      elements: 'src/elements.ts',
      'spec-table': 'src/spec-table/SpecTable.tsx',
      server: 'src/server.tsx',
      'cdn-types/rdc-widgets': 'src/cdn/rdc-widgets.ts',
    },
  },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@rdc/core', /^swiper(\/modules)?$/, 'nanostores', '@nanostores/react'],
  esbuildPlugins: [inlineCss],
  // The specification table's stylesheet beside its component (the `./spec-table.css` export), and
  // the controls' stylesheet the site shares with the widgets (`./controls.css`).
  onSuccess: async () => {
    await copyFile('src/spec-table/SpecTable.css', 'dist/spec-table.css');
    await copyFile('src/platform/controls.css', 'dist/controls.css');
  },
});
