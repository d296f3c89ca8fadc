/**
 * The one rule for an address the site puts in an `href`: http(s), mailto, a path on the site
 * (`/x`, `./x`, `x`), a query or a fragment (`#`). Anything with another scheme (`javascript:`,
 * `data:`, `vbscript:`, `file:`) is refused: an admin's link template may not write one, and the
 * header, footer and mobile menu never render one that is stored anyway.
 */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** Characters browsers drop or read past in a scheme ("java\tscript:", a leading space). */
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]/g;

export function isSafeLinkUrl(url: string): boolean {
  const compact = url.replace(IGNORED_BY_BROWSERS, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return ALLOWED_SCHEMES.has(`${(scheme[1] as string).toLowerCase()}:`);
}
