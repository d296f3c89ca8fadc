// One spec citation style across the tracked source: a section sign names its document
// (`accounts-cart-checkout.md §4`, `marketplace-content.md §2.4`), or follows such a name on the same
// line (`accounts-cart-checkout.md §2, §5`), and the section it names is a heading of that document.
// Comments say why, not which issue asked.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { trackedTexts } from './tracked-files.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SELF = 'scripts/spec-citations.test.mjs';
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|astro|css)$/;
const DOCUMENTS = ['accounts-cart-checkout.md', 'marketplace-content.md'];

/** The section numbers of a document: `## 4. States` gives 4, `### 2.4 Search` gives 2.4. */
function sectionNumbers(markdown) {
  const numbers = new Set();
  for (const match of markdown.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)) numbers.add(match[1]);
  return numbers;
}

/** What is wrong with one line's citations: [] when each § names a document and a section of it. */
function citationProblems(line, sections) {
  const problems = [];
  if (/\b[Ss]pec §/.test(line)) problems.push('"spec §" does not say which document');
  if (/\b[Dd]ocument \d/.test(line)) problems.push('"document N": name the file instead');
  if (/\bissues? #?\d+|\bfinding \d+/i.test(line)) problems.push('an issue number: say why instead');
  let document = null;
  const cite = /(accounts-cart-checkout\.md|marketplace-content\.md)|§(\d+(?:\.\d+)?)/g;
  for (const match of line.matchAll(cite)) {
    if (match[1]) {
      document = match[1];
    } else if (!document) {
      problems.push(`bare §${match[2]}: name its document`);
    } else if (!sections[document].has(match[2])) {
      problems.push(`${document} has no §${match[2]}`);
    }
  }
  return problems;
}

const sections = Object.fromEntries(
  DOCUMENTS.map((name) => [name, sectionNumbers(readFileSync(`${root}docs/spec/${name}`, 'utf8'))]),
);

describe('spec citations', () => {
  it('the two documents number their sections as the citations read them', () => {
    expect([...sections['accounts-cart-checkout.md']]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(sections['marketplace-content.md']).toContain('2.10');
    expect(sections['marketplace-content.md']).not.toContain('2.11');
  });

  it('a line is refused for a bare §, "spec §", "document N", an issue number or a missing section', () => {
    expect(citationProblems('/** §4: the countdown. */', sections)).toEqual(['bare §4: name its document']);
    expect(citationProblems('// Spec §7: timeout', sections)).toHaveLength(2);
    expect(citationProblems('// as document 2 says', sections)).toHaveLength(1);
    expect(citationProblems('// (issue 15, finding 4)', sections)).toHaveLength(1);
    expect(citationProblems('// accounts-cart-checkout.md §2.4', sections)).toEqual([
      'accounts-cart-checkout.md has no §2.4',
    ]);
    expect(
      citationProblems('// accounts-cart-checkout.md §3 and marketplace-content.md §2.4, §9', sections),
    ).toEqual([]);
  });

  it('every tracked source file cites the spec by document and existing section', () => {
    const found = [];
    for (const { path, text } of trackedTexts((path) => SOURCE.test(path) && path !== SELF)) {
      text.split('\n').forEach((line, index) => {
        for (const problem of citationProblems(line, sections))
          found.push(`${path}:${index + 1}: ${problem}`);
      });
    }
    expect(found).toEqual([]);
  });
});
