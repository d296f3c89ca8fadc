import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { syntaxAboveFloor } from './browser-floor.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Every script file under a built folder. */
function scripts(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scripts(path);
    return /\.m?js$/.test(entry.name) ? [path] : [];
  });
}

describe('the syntax check at the browser floor (iOS/Safari 15, Chrome and Edge 100, Firefox 100)', () => {
  it('passes what Safari 15 parses: class fields, private methods and `#x in`, optional chaining, logical assignment, top-level await', () => {
    const code = [
      'class Widget extends HTMLElement {',
      '  static tag = "rdc-x";',
      '  #props = {};',
      '  #render() { return this.#props?.a ?? 1; }',
      '  static is(value) { return #props in value; }',
      '}',
      'let count = 0; count ||= 1_000;',
      'const match = /(?<year>\\d{4})/d.exec("2026");',
      'await Promise.resolve(match);',
      'export { Widget };',
    ].join('\n');
    expect(syntaxAboveFloor(code)).toEqual([]);
  });

  it('fails on a class `static {}` block, which Safari parses only from 16.4', () => {
    const planted =
      'class A extends HTMLElement {\n  static {\n    Object.defineProperty(this.prototype, "x", { get() { return 1; } });\n  }\n}\nexport { A };';
    expect(syntaxAboveFloor(planted)).toEqual(['2:3 a class static block (Safari 16.4)']);
  });

  it('fails on a regular expression look-behind, which Safari parses only from 16.4', () => {
    expect(syntaxAboveFloor('export const price = /(?<=\\$)\\d+/;')).toEqual([
      '1:22 a regular expression look-behind (Safari 16.4): /(?<=\\$)\\d+/',
    ]);
    expect(syntaxAboveFloor('export const notPrice = /(?<!\\$)\\d+/;')).toHaveLength(1);
  });

  it('fails on syntax newer than ECMAScript 2022 (the regular expression v flag, import attributes)', () => {
    expect(syntaxAboveFloor('export const letters = /[\\p{L}--[a-z]]/v;')).toEqual([
      expect.stringMatching(/^1:\d+ syntax newer than ECMAScript 2022/),
    ]);
    expect(syntaxAboveFloor('import data from "./data.json" with { type: "json" };')).toEqual([
      expect.stringMatching(/^1:\d+ syntax newer than ECMAScript 2022/),
    ]);
  });
});

// Run after `pnpm build` (as `pnpm test` does): the files players' browsers download.
describe.each([
  ['the partner bundle', 'packages/widgets/dist/cdn'],
  ["the site's client build", 'site/dist/client'],
])('%s parses at the browser floor', (_name, dir) => {
  it('every built script', () => {
    const files = scripts(join(ROOT, dir));
    expect(files.length, `no scripts in ${dir}: run \`pnpm build\` first`).toBeGreaterThan(10);
    const problems = files.flatMap((file) =>
      syntaxAboveFloor(readFileSync(file, 'utf8')).map((problem) => `${relative(ROOT, file)}:${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
