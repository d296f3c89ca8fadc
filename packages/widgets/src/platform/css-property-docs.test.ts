// Every --rdc-* custom property the widgets' stylesheets read is themable, so the element
// manifest must say what it does: a property added to a stylesheet without a description fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifest as buildWidgetsManifest } from '../manifest-source';
import type { TokenName } from '../theme/tokens';
import { CSS_PROPERTY_DOCS, cssPropertiesOf } from './manifest';

const SOURCE = join(__dirname, '..');
// Built once when the file loads, as manifest.test.ts does: it loads every widget's module (ten of
// them, Swiper's among them), more than a test's 5 s on a loaded machine.
const manifest = await buildWidgetsManifest();

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Each --rdc-* property a stylesheet reads through var(), with the files that read it. */
function propertiesRead(): Map<string, string[]> {
  const read = new Map<string, string[]>();
  for (const file of stylesheets(SOURCE)) {
    for (const { name } of cssPropertiesOf(readFileSync(file, 'utf8'))) {
      read.set(name, [...(read.get(name) ?? []), relative(SOURCE, file)]);
    }
  }
  return read;
}

describe('the --rdc-* custom properties are documented', () => {
  it("every --rdc-* property in the widgets' CSS has a description", () => {
    const read = propertiesRead();
    expect(read.size).toBeGreaterThan(10);
    const undocumented = [...read]
      .filter(([name]) => !CSS_PROPERTY_DOCS[name as TokenName]?.trim())
      .map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(undocumented).toEqual([]);
  });

  it('--rdc-color-error (the field error colour) is described in custom-elements.json', () => {
    const properties = manifest.modules.flatMap((module) =>
      module.declarations.flatMap((declaration) => declaration.cssProperties),
    );
    const error = properties.find((property) => property.name === '--rdc-color-error');
    expect(error).toEqual({
      name: '--rdc-color-error',
      default: '#ff7a8a',
      description: CSS_PROPERTY_DOCS['--rdc-color-error'],
    });
    expect(properties.filter((property) => property.description === '')).toEqual([]);
    // Building the manifest loads every widget's module: seconds on a busy machine.
  }, 20_000);

  it('no description is left for a property no stylesheet reads', () => {
    const read = propertiesRead();
    expect(Object.keys(CSS_PROPERTY_DOCS).filter((name) => !read.has(name))).toEqual([]);
  });
});
