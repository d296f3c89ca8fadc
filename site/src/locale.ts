import { DEFAULT_LOCALE, localePath, siteLocale, splitLocalePath } from '@rdc/core';
import type { Locale } from '@rdc/core';

/**
 * The language of the page being rendered. The address carries it (English at the site's own
 * paths, German under `/de`): the middleware reads it before the page renders (`localeOfRequest`).
 * A page rendered without the middleware (Astro's container in tests) is English.
 */
export function pageLocale(astro: { locals: App.Locals }): Locale {
  return astro.locals.locale ?? DEFAULT_LOCALE;
}

/** A same-site path as the page's links write it: in the page's language (`localePath` in core). */
export function pageHref(astro: { locals: App.Locals }, path: string): string {
  return localePath(path, pageLocale(astro));
}

/** In the browser: the language of the site's page, as its layout declared it (`rdc:site-locale`). */
export function documentLocale(): Locale {
  return siteLocale() ?? DEFAULT_LOCALE;
}

/**
 * Where a request for `pathname` goes: its language, and the page that renders it when the
 * address carries a language prefix (`/de/basket` is `/basket` in German); null when it names the
 * page itself (English, or an unknown prefix: `/fr/basket` is simply not a page). `pseudo`: the
 * server addresses the pseudo-locale too (`/en-XA/…`, for its audit; `splitLocalePath`).
 */
export function localeOfRequest(
  pathname: string,
  options: { pseudo?: boolean } = {},
): { locale: Locale; rewrite: string | null } {
  const { locale, path } = splitLocalePath(pathname, options);
  return { locale, rewrite: locale === DEFAULT_LOCALE ? null : path };
}
