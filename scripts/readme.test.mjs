// The README and the docs stay true: every repository path they name exists, the README stays a
// short guide with no size figure of its own, and docs/figures.md states the budgets .size-limit.mjs
// enforces.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path) => readFileSync(join(root, path), 'utf8');

const DOCS = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(join(root, 'packages'))
    .map((name) => `packages/${name}/README.md`)
    .filter((path) => existsSync(join(root, path))),
];

/** Folders at the repository's top whose paths a document may name in backticks. */
const TOP = /^(packages|site|e2e|scripts|docs|storybook|\.ci)\//;
/** Made by a build or a run, or a pattern rather than a path: not in a fresh clone. */
const NOT_A_SOURCE_PATH =
  /(^|\/)(dist|\.data|node_modules|test-results|\.vite)(\/|$)|[*{}…<>$]|custom-elements\.json/;

/** The repository paths a Markdown document names: link targets, and backtick spans that look like paths. */
function namedPaths(path, markdown) {
  const named = new Set();
  for (const [, target] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target) || target.startsWith('#')) continue;
    named.add(relative(root, join(root, dirname(path), target.replace(/#.*$/, ''))));
  }
  const packageDir = /^packages\/[^/]+\//.exec(path)?.[0] ?? '';
  for (const [, span] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const candidate = span.replace(/[:#].*$/, '');
    if (NOT_A_SOURCE_PATH.test(candidate)) continue;
    if (TOP.test(candidate) || /^(packages|site|e2e|scripts|docs|storybook)$/.test(candidate))
      named.add(candidate);
    else if (!/\.[a-z]+$|\/$/.test(candidate)) continue;
    else if (packageDir && /^(src|test|demo|scripts)\//.test(candidate)) {
      named.add(existsSync(join(root, candidate)) ? candidate : packageDir + candidate);
    }
  }
  return [...named].filter((named) => !NOT_A_SOURCE_PATH.test(named));
}

/** The budgets `.size-limit.mjs` enforces, read from its text (importing it needs a build). */
function budgets() {
  const config = read('.size-limit.mjs');
  const block = (name) => new RegExp(`const ${name} = \\{([^}]*)\\}`).exec(config)?.[1] ?? '';
  const entries = (text) =>
    [...text.matchAll(/'(rdc-[\w-]+)': '([\d.]+ kB)'/g)].map(([, tag, kb]) => [tag, kb]);
  const limitOf = (name) => new RegExp(`name: '${name}'[^\n]*?limit: '([\\d.]+ kB)'`).exec(config)?.[1];
  return {
    pages: entries(block('PAGE_LIMITS')),
    onDemand: entries(block('ON_DEMAND_OVER_TARGET')),
    further: /const FURTHER_WIDGET = '([\d.]+ kB)'/.exec(config)?.[1],
    entry: limitOf('entry \\(autoloader\\)'),
    runtime: limitOf('shared runtime chunk'),
    runtimeOnDemand: /const RUNTIME_ON_DEMAND = '([\d.]+ kB)'/.exec(config)?.[1],
  };
}

/** The budget column of docs/figures.md's budget table row whose first cell holds `label`. */
function budgetIn(figures, label) {
  const row = figures.split('\n').find((line) => line.startsWith('|') && line.split('|')[1].includes(label));
  return row?.split('|')[2]?.trim();
}

describe('the README and the docs', () => {
  it('the README is a guide under 250 lines, carrying no size figure of its own (they are in docs/figures.md)', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThan(250);
    expect(readme.match(/\d+(\.\d+)? ?kB/g) ?? []).toEqual([]);
    expect(readme).toContain('(docs/figures.md)');
  });

  it('every repository path the README, the docs and the packages’ READMEs name exists', () => {
    const missing = DOCS.flatMap((path) =>
      namedPaths(path, read(path))
        .filter((named) => !existsSync(join(root, named)))
        .map((named) => `${path}: ${named}`),
    );
    expect(missing).toEqual([]);
    // The check reads real documents: the README names the packages' READMEs and the docs.
    expect(namedPaths('README.md', read('README.md'))).toEqual(
      expect.arrayContaining([
        'packages/widgets/README.md',
        'docs/glossary.md',
        'docs/spec/marketplace-content.md',
      ]),
    );
  });

  it('docs/figures.md states each budget .size-limit.mjs enforces', () => {
    const figures = read('docs/figures.md');
    const { pages, onDemand, further, entry, runtime, runtimeOnDemand } = budgets();
    expect(pages.length).toBeGreaterThan(0);
    for (const [tag, kb] of pages) expect(budgetIn(figures, `page with only <${tag}>`), tag).toBe(kb);
    for (const [tag, kb] of onDemand)
      expect(budgetIn(figures, `<${tag}>: the parts it fetches on demand`), tag).toBe(kb);
    expect(budgetIn(figures, "every other widget's own chunks")).toBe(further);
    expect(budgetIn(figures, 'entry (autoloader)')).toBe(entry);
    expect(budgetIn(figures, 'shared runtime chunk')).toBe(runtime);
    expect(runtimeOnDemand).toBeDefined();
    expect(budgetIn(figures, 'the runtime: the parts it fetches for a signed-in player')).toBe(
      runtimeOnDemand,
    );
  });
});
