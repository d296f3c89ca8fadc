/**
 * A game's theme for an in-game page, from the address: `?rdc-color-accent=%23ff8800&rdc-radius=4px`
 * sets `--rdc-color-accent` and `--rdc-radius` on the page. Only the widgets' theme properties are
 * read, and each value must match its kind (a colour, a length, a font list); anything else is
 * ignored and logged. Values are set through the CSSOM (style.setProperty), never written as CSS text.
 */
import { logIgnored } from '../log-ignored';

type ValueKind = 'color' | 'length' | 'font';

/** The theme properties (packages/widgets/src/platform/theme.css) and the kind of value each takes. */
export const THEME_PROPERTIES: Readonly<Record<string, ValueKind>> = {
  '--rdc-color-accent': 'color',
  '--rdc-color-on-accent': 'color',
  '--rdc-color-surface': 'color',
  '--rdc-color-text': 'color',
  '--rdc-color-border': 'color',
  '--rdc-color-focus': 'color',
  '--rdc-color-link': 'color',
  '--rdc-font-family': 'font',
  '--rdc-font-size': 'length',
  '--rdc-radius': 'length',
};

const VALID: Record<ValueKind, RegExp> = {
  // #rgb, #rgba, #rrggbb, #rrggbbaa, or rgb()/rgba()/hsl()/hsla() with numbers, %, commas, spaces, dots and slashes.
  color: /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/deg]+\)|[a-z]{3,20})$/i,
  length: /^(0|\d{1,4}(\.\d{1,3})?(px|rem|em|%))$/,
  // Family names: letters, digits, spaces, hyphens and commas (no quotes, semicolons or parentheses).
  font: /^[a-z0-9 ,-]{1,120}$/i,
};

/** The valid theme properties of a query string, as property → value. */
export function themeFromQuery(search: string): Record<string, string> {
  const theme: Record<string, string> = {};
  for (const [name, raw] of new URLSearchParams(search)) {
    if (!name.startsWith('rdc-')) continue;
    const property = `--${name}`;
    const kind = THEME_PROPERTIES[property];
    if (!kind) continue; // other rdc-* parameters belong to the page (rdc-parent-origin, …)
    const value = raw.trim();
    if (VALID[kind].test(value)) theme[property] = value;
    else logIgnored(`a theme value for ${property} that is not a ${kind}`);
  }
  return theme;
}

/** Sets the theme on an element (the page's root), property by property. */
export function applyTheme(
  target: { style: Pick<CSSStyleDeclaration, 'setProperty'> },
  theme: Record<string, string>,
): void {
  for (const [property, value] of Object.entries(theme)) target.style.setProperty(property, value);
}
