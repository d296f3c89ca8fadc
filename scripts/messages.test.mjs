// The catalogues are complete and consistent: every locale of a folder has each English message,
// reading the same inputs, and nothing English lacks; names are unique in a package and usable
// as functions; the locales found are the ones core declares.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishTemplate, inputsOf, PACKAGES } from './messages.mjs';
import { PSEUDO_LOCALE, pseudoMessage, pseudoText } from './pseudo-locale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every catalogue folder of a package, with its locales' messages. */
function folders(dir, found = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'generated') continue;
    const path = join(dir, entry.name);
    if (entry.name === 'messages' && existsSync(join(path, 'en.json'))) {
      const locales = Object.fromEntries(
        readdirSync(path)
          .filter((file) => file.endsWith('.json'))
          .map((file) => [file.slice(0, -5), JSON.parse(readFileSync(join(path, file), 'utf8'))]),
      );
      found.push({ path: path.slice(root.length), locales });
    } else folders(path, found);
  }
  return found;
}

const catalogues = PACKAGES.map((pkg) => ({ pkg: pkg.dir, folders: folders(join(root, pkg.dir, 'src')) }));
const declared = /export const LOCALES = \[([^\]]*)\]/
  .exec(readFileSync(join(root, 'packages/core/src/locale/locale.ts'), 'utf8'))[1]
  .match(/'([^']+)'/g)
  .map((quoted) => quoted.slice(1, -1));

describe('message catalogues', () => {
  it('reads the inputs of a text and of a message with variants', () => {
    expect(inputsOf('Hello {name}, {count} left')).toEqual(['name', 'count']);
    expect(
      inputsOf([{ declarations: ['input count', 'local countPlural = count: plural'], match: {} }]),
    ).toEqual(['count']);
  });

  it('writes an English text as a template that reads its inputs and keeps every other character', () => {
    const write = (text, inputs) => new Function('inputs', `return ${englishTemplate(text)};`)(inputs);
    expect(write('Hello {name}, {count} left', { name: 'Ann', count: 2 })).toBe('Hello Ann, 2 left');
    expect(write('`quoted` \\ back, $ and ${amount}', { amount: 5 })).toBe('`quoted` \\ back, $ and $5');
  });

  it('every folder has a catalogue for each locale core declares but the generated pseudo-locale, and no other', () => {
    const found = [];
    for (const { folders: list } of catalogues)
      for (const folder of list)
        found.push(`${folder.path}: ${Object.keys(folder.locales).sort().join(', ')}`);
    const written = declared.filter((locale) => locale !== PSEUDO_LOCALE).sort();
    expect(declared).toContain(PSEUDO_LOCALE);
    const expected = found.map((line) => `${line.split(':')[0]}: ${written.join(', ')}`);
    expect(found).toEqual(expected);
  });

  it('every translation has each English message with the same inputs, and nothing more', () => {
    const problems = [];
    for (const { folders: list } of catalogues) {
      for (const { path, locales } of list) {
        const english = Object.entries(locales.en).filter(([name]) => !name.startsWith('$'));
        for (const [locale, messages] of Object.entries(locales)) {
          if (locale === 'en') continue;
          for (const [name, message] of english) {
            if (!(name in messages)) problems.push(`${path}/${locale}.json: no "${name}"`);
            else if (inputsOf(messages[name]).sort().join() !== inputsOf(message).sort().join())
              problems.push(`${path}/${locale}.json: "${name}" reads other inputs than English`);
          }
          for (const name of Object.keys(messages))
            if (!name.startsWith('$') && !(name in locales.en))
              problems.push(`${path}/${locale}.json: "${name}" is not in English`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('a message name is an identifier, unique in its package', () => {
    const problems = [];
    for (const { pkg, folders: list } of catalogues) {
      const seen = new Map();
      for (const { path, locales } of list) {
        for (const name of Object.keys(locales.en)) {
          if (name.startsWith('$')) continue;
          if (!/^[a-z][a-z0-9_]*$/.test(name)) problems.push(`${path}: "${name}" is not snake_case`);
          if (seen.has(name)) problems.push(`${pkg}: "${name}" in ${seen.get(name)} and ${path}`);
          seen.set(name, path);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('the pseudo-locale accents, lengthens and marks each text, keeping its placeholders', () => {
    const text = pseudoText('Buy {rdc} now, {count} left');
    expect(text).toMatch(/^⟦Ɓüý \{rdc\} ñöŵ, \{count\} ļéƒţ .+⟧$/);
    expect(inputsOf(text)).toEqual(['rdc', 'count']);
    const literal = 'Buy  now,  left'.length;
    expect(text.length - 2 - '{rdc}{count}'.length).toBeGreaterThanOrEqual(Math.round(literal * 1.35));
    expect(text.length - 2 - '{rdc}{count}'.length).toBeLessThanOrEqual(Math.round(literal * 1.5));
    expect(pseudoText('')).toBe('');
  });

  it("the pseudo-locale keeps a plural message's declarations, selectors and variants", () => {
    const message = [
      {
        declarations: ['input count', 'local countPlural = count: plural'],
        selectors: ['countPlural'],
        match: { 'countPlural=one': '{count} item', 'countPlural=other': '{count} items' },
      },
    ];
    const [pseudo] = pseudoMessage(message);
    expect(pseudo.declarations).toEqual(message[0].declarations);
    expect(pseudo.selectors).toEqual(['countPlural']);
    expect(Object.keys(pseudo.match)).toEqual(['countPlural=one', 'countPlural=other']);
    expect(pseudo.match['countPlural=other']).toMatch(/^⟦\{count\} íţéɱš .*⟧$/);
  });
});
