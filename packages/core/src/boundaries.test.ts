// The design's one-way imports, checked on the source text: ESLint's no-restricted-imports sees
// package names only, so a relative path into ../sandbox or ../widgets would slip past it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|\.test-data\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier of a file: static imports and re-exports, and dynamic imports. */
function specifiers(text: string): string[] {
  const found = [...text.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm)];
  return found.map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

const files = sourceFiles(SRC).map((path) => ({ name: relative(SRC, path), text: readFileSync(path, 'utf8') }));

describe('core\'s imports (DESIGN: "core never imports React, the DOM\'s rendering, or the sandbox")', () => {
  it('reads the source files', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(specifiers("import { a } from './a';\nexport * from \"../b\";\nimport './c';\nawait import('d');")).toEqual(['./a', '../b', './c', 'd']);
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
