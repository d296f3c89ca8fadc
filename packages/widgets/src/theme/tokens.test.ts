// The tokens have one home (tokens.ts): the site's :root properties are generated from it, and
// every stylesheet of the widgets and the site reads them plainly, with no default of its own that
// could drift from the token (a partner page, which has no site CSS, must look like the site).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_TOKENS, tokenRule, WIDGET_TOKENS } from './tokens';

const TOKENS = { ...WIDGET_TOKENS, ...FRAME_TOKENS };

const REPO = join(__dirname, '../../../..');
const SITE_TOKENS = join(REPO, 'site/src/styles/tokens.css');
const FOLDERS = ['packages/widgets/src', 'site/src'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(css|astro|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every stylesheet, component and page of the widgets and the site, as [path from the repo, text]. */
const sources = FOLDERS.flatMap((folder) => filesUnder(join(REPO, folder))).map(
  (path) => [relative(REPO, path), readFileSync(path, 'utf8')] as const,
);

function reads(pattern: RegExp): string[] {
  return sources.flatMap(([path, text]) =>
    [...text.matchAll(pattern)].map((match) => `${path}: ${match[0]}`),
  );
}

describe('the design tokens', () => {
  it("site/src/styles/tokens.css is the tokens' :root rule (regenerate: vitest run -u tokens.test)", async () => {
    const header =
      '/* Generated from packages/widgets/src/theme/tokens.ts by tokens.test.ts: do not edit. */\n';
    await expect(header + tokenRule(':root', TOKENS)).toMatchFileSnapshot(SITE_TOKENS);
  });

  it('the site (global.css) and the in-game pages (embed.css) take their :root values from tokens.css', () => {
    for (const sheet of ['global.css', 'embed.css']) {
      const text = readFileSync(join(REPO, 'site/src/styles', sheet), 'utf8');
      expect(text, sheet).toMatch(/^(\/\*[\s\S]*?\*\/\s*)*@import '\.\/tokens\.css';/);
    }
    // …and nothing else declares a token, so no page gets a value of its own.
    const declared = sources
      .filter(([path]) => path !== relative(REPO, SITE_TOKENS))
      .flatMap(([path, text]) =>
        [...text.matchAll(/(?<![\w-])(--rdc-[\w-]+)\s*:/g)].map((m) => `${path}: ${m[1]}`),
      );
    expect(declared).toEqual([]);
  });

  it('every --rdc-* property read anywhere is a token', () => {
    const unknown = reads(/var\(\s*(--rdc-[\w-]+)/g).filter(
      (read) => !(read.split('var(')[1]!.trim() in TOKENS),
    );
    expect(unknown).toEqual([]);
  });

  it("a widget reads only the widgets' tokens, which a partner page gets without the site's frame", () => {
    const frameReads = sources
      .filter(([path]) => path.startsWith('packages/widgets/'))
      .flatMap(([path, text]) =>
        [...text.matchAll(/var\(\s*(--rdc-[\w-]+)/g)]
          .filter((match) => (match[1] as string) in FRAME_TOKENS)
          .map((match) => `${path}: ${match[1]}`),
      );
    expect(frameReads).toEqual([]);
  });

  it('no stylesheet gives an --rdc-* property a default of its own (a var() fallback)', () => {
    expect(reads(/var\(\s*--rdc-[\w-]+\s*,[^;]*/g)).toEqual([]);
  });

  it('the legacy names (--rdc-bg, --rdc-fg, --rdc-accent) are gone', () => {
    expect(reads(/--rdc-(bg|fg|accent)(?![\w-])/g)).toEqual([]);
  });
});
