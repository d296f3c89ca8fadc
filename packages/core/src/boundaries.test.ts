// The design's one-way imports, checked on the source text: ESLint's no-restricted-imports sees
// package names only, so a relative path into ../sandbox or ../widgets would slip past it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = __dirname;
const REPO = resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|\.test-data\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every module specifier of a file: static imports and re-exports, side-effect and dynamic
 * imports, `require`, `vi.mock`, and files located with `new URL(path, import.meta.url)`.
 */
function specifiers(text: string): string[] {
  const found = [
    ...text.matchAll(
      /\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]|\b(?:require|vi\.(?:do)?[mM]ock)\s*\(\s*['"]([^'"]+)['"]|\bnew\s+URL\s*\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/gm,
    ),
  ];
  return found.map((match) => match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? '');
}

/** The packages whose imports stay inside their own folder: production, test and config files. */
const PACKAGES = ['packages/core', 'packages/widgets', 'packages/sandbox', 'site'];
const NOT_SOURCE = new Set([
  'node_modules',
  'dist',
  '.astro',
  'coverage',
  'storybook-static',
  '.data',
  'public',
]);

function packageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NOT_SOURCE.has(entry.name) ? [] : packageFiles(path);
    return /\.(ts|tsx|mts|cts|js|mjs|cjs|astro)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The workspace's own tooling, which belongs to no package: the shared Vitest settings and the one
 * Chromium of every browser run, the oldest browsers the builds are lowered for, the React
 * modules the browser builds serve with Preact, and the build step that imports each message
 * from its own module. Named one by one, so that nothing else outside a package passes.
 */
const WORKSPACE_TOOLING = new Set([
  'vitest.shared',
  'scripts/chromium.mjs',
  'scripts/browser-floor.mjs',
  'scripts/preact-for-react.mjs',
  'scripts/messages-imports-plugin.mjs',
]);

/** `file: specifier` for each relative specifier of `file` that resolves outside `root`. */
function leavingImports(root: string, file: string, text: string): string[] {
  return specifiers(text)
    .filter((specifier) => specifier.startsWith('.'))
    .filter((specifier) => {
      const target = resolve(dirname(file), specifier);
      return (
        !`${target}${sep}`.startsWith(`${root}${sep}`) &&
        !WORKSPACE_TOOLING.has(relative(REPO, target).split(sep).join('/'))
      );
    })
    .map((specifier) => `${relative(REPO, file)}: ${specifier}`);
}

const files = sourceFiles(SRC).map((path) => ({
  name: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

describe('core\'s imports (DESIGN: "core never imports React, the DOM\'s rendering, or the sandbox")', () => {
  it('reads the source files', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(
      specifiers("import { a } from './a';\nexport * from \"../b\";\nimport './c';\nawait import('d');"),
    ).toEqual(['./a', '../b', './c', 'd']);
  });

  it('no source file imports React, the widgets or the sandbox, by package name or by path', () => {
    const forbidden = /^(react|react-dom)(\/|$)|^@rdc\/(sandbox|widgets)(\/|$)|(^|\/)(sandbox|widgets)(\/|$)/;
    const offenders = files.flatMap(({ name, text }) =>
      specifiers(text)
        .filter((specifier) => forbidden.test(specifier))
        .map((specifier) => `${name}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('zod is imported only as a namespace (`import * as z`): the `{ z }` import bundles every locale', () => {
    const offenders = files.flatMap(({ name, text }) =>
      [...text.matchAll(/^\s*import\s+(type\s+)?([^'";]+?)\s+from\s+['"]zod(\/[^'"]*)?['"]/gm)]
        .filter((match) => !/^\*\s+as\s+\w+$/.test((match[2] ?? '').trim()))
        .map((match) => `${name}: ${match[0].trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('zod reaches the runtime only as zod/mini: classic zod put about 90 kB raw back in the partner runtime', () => {
    const offenders = files.flatMap(({ name, text }) =>
      [...text.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?\s+from\s+['"](zod(\/[^'"]*)?)['"]/gm)]
        .filter((match) => match[2] === undefined && match[3] !== 'zod/mini')
        .map((match) => `${name}: ${match[0].trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe("every package's relative imports stay in the package (core, widgets, sandbox, site; production and tests)", () => {
  const packages = PACKAGES.map((name) => {
    const root = join(REPO, name);
    return {
      name,
      root,
      files: packageFiles(root).map((path) => ({ path, text: readFileSync(path, 'utf8') })),
    };
  });

  it('reads the production and test files of each package', () => {
    for (const { name, files: found } of packages) {
      expect(found.filter(({ path }) => /\.test\.tsx?$/.test(path)).length, name).toBeGreaterThan(0);
      expect(found.filter(({ path }) => !/\.test\.tsx?$/.test(path)).length, name).toBeGreaterThan(0);
    }
    // The samples are built from parts, so that this file's own text holds no such import.
    const from = (specifier: string) => `import { x } ${'from'} '${specifier}';`;
    const root = join(REPO, 'packages/widgets');
    const file = join(root, 'src/basket/Basket.test.tsx');
    expect(leavingImports(root, file, from('../../../core/src/testing/shop-server'))).toEqual([
      'packages/widgets/src/basket/Basket.test.tsx: ../../../core/src/testing/shop-server',
    ]);
    expect(
      leavingImports(root, file, `${'new URL'}('../../../sandbox/src/index.ts', import.meta.url)`),
    ).toHaveLength(1);
    expect(leavingImports(root, file, `await ${'import'}('../../../sandbox/src/index')`)).toHaveLength(1);
    expect(
      leavingImports(
        root,
        file,
        `${from('../../test/sandbox')}\n${from('../../package.json')}\n${from('@rdc/sandbox')}`,
      ),
    ).toEqual([]);
    expect(
      leavingImports(
        root,
        join(root, 'vitest.config.ts'),
        `${from('../../vitest.shared')}\n${from('../../vitest.config')}`,
      ),
    ).toEqual(['packages/widgets/vitest.config.ts: ../../vitest.config']);
  });

  it('no relative import resolves outside its package: other packages are reached by name (@rdc/core, @rdc/sandbox), as declared dependencies', () => {
    const offenders = packages.flatMap(({ root, files: found }) =>
      found.flatMap(({ path, text }) => leavingImports(root, path, text)),
    );
    expect(offenders).toEqual([]);
  });
});
