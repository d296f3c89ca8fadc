/**
 * The design's tokens: every colour, font, size, space, radius, shadow, layer and duration the
 * site and the widgets draw with, in one place. From here come the widgets' defaults (register.ts),
 * the site's :root custom properties (site/src/styles/tokens.css, checked by tokens.test.ts) and the
 * defaults of the manifest's documented CSS properties (platform/manifest.ts).
 *
 * Sizes are in rem where the site's frame sets them and in em where they follow the text they sit
 * in; a custom property holds its value as written, so an em resolves where it is used.
 */

/** The tokens the widgets read: registered on every page a widget is on (register.ts). */
export const WIDGET_TOKENS = {
  // Colours.
  '--rdc-color-text': '#e7ebff',
  '--rdc-color-muted': '#a5acd6',
  '--rdc-color-link': '#8fd8ff',
  '--rdc-color-focus': '#ffd86b',
  '--rdc-color-accent': '#4fd1ff',
  '--rdc-color-accent-soft': 'rgb(79 209 255 / 16%)',
  '--rdc-color-on-accent': '#04101c',
  '--rdc-color-surface': '#10142e',
  '--rdc-color-surface-raised': '#1a2046',
  '--rdc-color-border': '#2a3157',
  '--rdc-color-badge': '#d6204f',
  '--rdc-color-on-badge': '#ffffff',
  '--rdc-color-online': '#3ddc84',
  '--rdc-color-highlight': '#ffd86b',
  '--rdc-color-error': '#ff7a8a',
  '--rdc-color-success': '#5be3a1',
  '--rdc-color-warning': '#ffc857',
  // Font families.
  '--rdc-font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  '--rdc-font-display': "'Bahnschrift', 'DIN Alternate', system-ui, sans-serif",
  // Type scale: the base, then steps relative to the text they sit in (xs and sm below it, md, lg and
  // xl above), then the page titles and the home page's hero, which follow the window.
  '--rdc-font-size': '16px',
  '--rdc-font-size-xs': '0.75em',
  '--rdc-font-size-sm': '0.875em',
  '--rdc-font-size-md': '1.125em',
  '--rdc-font-size-lg': '1.25em',
  '--rdc-font-size-xl': '1.5em',
  '--rdc-font-size-2xl': 'clamp(1.75rem, 1.3rem + 2vw, 2.5rem)',
  // Radii.
  '--rdc-radius-sm': '4px',
  '--rdc-radius': '8px',
  '--rdc-radius-lg': '14px',
  '--rdc-radius-pill': '999px',
  // Elevation: what floats above the page (popups, menus, modals) casts this shadow.
  '--rdc-shadow': '0 12px 32px rgb(0 0 0 / 45%)',
  // Layers: the widgets' popups and notices (above the site's header and menus, below its skip
  // link), and a widget's modal above everything on any page.
  '--rdc-z-popup': '400',
  '--rdc-z-modal': '2147483000',
  // Motion.
  '--rdc-duration-fast': '150ms',
  '--rdc-duration-slow': '250ms',
  // Marketplace grids.
  '--rdc-card-min-width': '14em',
  '--rdc-card-gap': '1em',
} as const satisfies Record<`--rdc-${string}`, string>;

/**
 * The tokens of the site's frame only (its page colour, spacing, hero size and header layers): on
 * the site's :root, never shipped to a partner page. tokens.test.ts fails if a widget reads one.
 */
export const FRAME_TOKENS = {
  '--rdc-color-bg': '#05060f',
  // The frame's see-through colours (the browser floor, Chrome 100 and Safari 15, has no
  // color-mix() to derive them from the colours above): the page colour laid over a picture or
  // the page (the home page's header, a slide's caption, a dialog's backdrop), the bars and
  // panels over the starfield, and the sticky header over the scrolling page.
  '--rdc-color-scrim': 'rgb(5 6 15 / 85%)',
  '--rdc-color-glass': 'rgb(10 13 34 / 80%)',
  '--rdc-color-header': 'rgb(8 10 26 / 94%)',
  '--rdc-font-size-3xl': 'clamp(2.1rem, 1.4rem + 3.4vw, 3.5rem)',
  // Spacing scale of the frame; widgets space in em, which follows their --rdc-font-size.
  '--rdc-space-1': '0.25rem',
  '--rdc-space-2': '0.5rem',
  '--rdc-space-3': '0.75rem',
  '--rdc-space-4': '1rem',
  '--rdc-space-5': '1.5rem',
  '--rdc-space-6': '2.5rem',
  // The frame's layers, lowest first: the sticky header, the phone menu, the header's drop-downs
  // and popovers (all below the widgets' popups, --rdc-z-popup), the skip link.
  '--rdc-z-header': '200',
  '--rdc-z-menu': '250',
  '--rdc-z-dropdown': '310',
  '--rdc-z-popover': '320',
  '--rdc-z-skip-link': '500',
} as const satisfies Record<`--rdc-${string}`, string>;

export type TokenName = keyof typeof WIDGET_TOKENS;

/** Tokens as the declarations of one CSS rule, one per line. */
export function tokenRule(selector: string, tokens: Readonly<Record<string, string>>): string {
  const lines = Object.entries(tokens).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${lines.join('\n')}\n}\n`;
}
