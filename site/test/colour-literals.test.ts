// One visual system: the site's pages, components and stylesheets draw with the design tokens
// (var(--rdc-color-…), generated from packages/widgets/src/theme/tokens.ts), never a colour of their
// own, so a colour changed in tokens.ts changes everywhere and a page cannot drift from the widgets.
// A hex or rgb()/hsl() literal under site/src fails here unless the allow-list below names its file
// and the literal, with the reason it cannot be a token.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SITE = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(astro|css|tsx|ts)$/;
/** Generated from tokens.ts (tokens.test.ts keeps it current): the one place the values are written. */
const GENERATED = 'src/styles/tokens.css';
/** The page colour token's value, as the generated stylesheet writes it. */
const PAGE_COLOUR = /--rdc-color-bg:\s*([^;]+);/.exec(readFileSync(join(SITE, GENERATED), 'utf8'))?.[1] ?? '';

/** A colour written as a value: #rgb, #rrggbb(aa), rgb(…), rgba(…), hsl(…), hsla(…). */
const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\([^)]*\)/g;

const STARFIELD = 'the starfield and the nebula glow behind every page: artwork, not a design colour';
const LOGO = "the brand mark's own colours, the same whatever colours a page sets";

/** [file, literal, reason]: each literal allowed in that file only. */
const ALLOWED: readonly (readonly [string, string, string])[] = [
  ['src/styles/global.css', '#fff', STARFIELD],
  ['src/styles/global.css', '#cfe6ff', STARFIELD],
  ['src/styles/global.css', '#bcd7ff', STARFIELD],
  ['src/styles/global.css', 'rgb(56 92 255 / 22%)', STARFIELD],
  ['src/styles/global.css', 'rgb(140 60 255 / 14%)', STARFIELD],
  ['src/styles/global.css', 'rgb(56 92 255 / 25%)', "the phone menu's nebula glow: " + STARFIELD],
  [
    'src/styles/product.css',
    'rgb(0 0 0 / 40%)',
    "the sticky buy bar's shadow, cast upward from the window's bottom edge; the elevation token (--rdc-shadow) casts downward",
  ],
  ['src/components/Logo.astro', '#1f6fd6', LOGO],
  ['src/components/Logo.astro', '#6fe3ff', LOGO],
  ['src/components/Logo.astro', '#ffd86b', LOGO],
  ['src/components/Logo.astro', '#0b1030', LOGO],
  ['src/components/Logo.astro', '#e7ebff', LOGO],
  [
    'src/layouts/BaseLayout.astro',
    PAGE_COLOUR,
    'the theme-color meta tag, an HTML attribute that cannot read a custom property: the page colour token (checked below)',
  ],
];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** Every colour literal under site/src, as `file: literal` (comments included: a literal in a comment reads as one to copy). */
function colourLiterals(): string[] {
  return filesUnder(join(SITE, 'src'))
    .map((path) => relative(SITE, path).split('\\').join('/'))
    .filter((path) => path !== GENERATED)
    .flatMap((path) =>
      [...readFileSync(join(SITE, path), 'utf8').matchAll(COLOUR)].map((match) => `${path}: ${match[0]}`),
    );
}

describe("the site's colours", () => {
  it('are tokens: no colour literal under site/src outside the allow-list', () => {
    const allowed = new Set(ALLOWED.map(([file, literal]) => `${file}: ${literal}`));
    expect(colourLiterals().filter((found) => !allowed.has(found))).toEqual([]);
  });

  it('the allow-list names only literals that are there, each with its reason', () => {
    const found = new Set(colourLiterals());
    for (const [file, literal, reason] of ALLOWED) {
      expect(found.has(`${file}: ${literal}`), `${file}: ${literal}`).toBe(true);
      expect(reason.length, `${file}: ${literal}`).toBeGreaterThan(20);
    }
  });

  it("the browser's theme colour is the page colour token", () => {
    const layout = readFileSync(join(SITE, 'src/layouts/BaseLayout.astro'), 'utf8');
    expect(PAGE_COLOUR).toMatch(/^#[0-9a-f]{6}$/);
    expect(layout).toContain(`<meta name="theme-color" content="${PAGE_COLOUR}" />`);
  });

  it('the scan finds a literal where one is written', () => {
    const sample = '.x { color: #c3c9ea; border: 1px solid rgb(232 236 255 / 0.35); background: #0e1330; }';
    expect([...sample.matchAll(COLOUR)].map((match) => match[0])).toEqual([
      '#c3c9ea',
      'rgb(232 236 255 / 0.35)',
      '#0e1330',
    ]);
  });
});
