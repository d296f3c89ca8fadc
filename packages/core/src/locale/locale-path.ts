import { DEFAULT_LOCALE, LOCALES, OFFERED_LOCALES, PSEUDO_LOCALE, type Locale } from './locale';

/**
 * The official site writes one language per address: English at its own paths, every other
 * locale under a prefix of its code (`/de`, `/de/marketplace/…`), so a page stays one cacheable,
 * shareable document. These are the rules of that address, for the site's server and for the
 * links the widgets write on the site's pages.
 */

/** `<meta name="rdc:site-locale" content="de">`: written by the official site only, see `sitePath`. */
export const SITE_LOCALE_META = 'rdc:site-locale';

/** Paths that are no page of the site: the API, built assets, media files (an item's slug may hold a dot). */
const NOT_A_PAGE =
  /^\/(?:api|_astro)(?:[/?#]|$)|^[^?#]*\.(?:svg|png|jpe?g|webp|avif|gif|ico|js|css|json|xml|txt|pdf|woff2?)(?:[?#]|$)/i;

/**
 * A path's locale prefix (`/de` of `/de/basket?x`), or null: the code of a language the site offers,
 * as a whole first segment. The pseudo-locale (`/en-XA/…`) is a prefix only where `pseudo` says
 * so: a site server started for the pseudo-locale audit, never one a player reaches.
 */
function prefixOf(path: string, pseudo: boolean): Locale | null {
  const first = /^\/([^/?#]+)(?:[/?#]|$)/.exec(path)?.[1];
  if (first === undefined || first === DEFAULT_LOCALE) return null;
  if (pseudo && first === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return (OFFERED_LOCALES as readonly string[]).includes(first) ? (first as Locale) : null;
}

/**
 * A site path in `locale`: a same-site absolute path (`/basket`, `/?q=1`) gains the locale's prefix
 * unless the locale is English; the API, assets, other origins (`https://…`, `//…`), anchors
 * (`#orders`), relative paths and a path already in a locale stay as they are.
 */
export function localePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/') || path.startsWith('//')) return path;
  // A page in the pseudo-locale exists only where its addresses do, so its prefix counts there.
  if (NOT_A_PAGE.test(path) || prefixOf(path, locale === PSEUDO_LOCALE) !== null) return path;
  return `/${locale}${/^\/(?:[?#]|$)/.test(path) ? path.slice(1) : path}`;
}

/**
 * An address's locale and the page it names: `/de/basket` is German `/basket`, `/de` German `/`,
 * `/basket` English `/basket`. An unknown prefix (`/fr/basket`) is no locale, just a path, and so
 * is `/en-XA/…` unless `pseudo` (a server started for the pseudo-locale audit) addresses it.
 */
export function splitLocalePath(
  path: string,
  { pseudo = false }: { pseudo?: boolean } = {},
): { locale: Locale; path: string } {
  const locale = prefixOf(path, pseudo);
  if (locale === null) return { locale: DEFAULT_LOCALE, path };
  const rest = path.slice(locale.length + 1);
  return { locale, path: rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest };
}

/** The same page in another locale (the Settings' Language selector takes the player there). */
export function switchLocalePath(path: string, locale: Locale): string {
  return localePath(splitLocalePath(path).path, locale);
}

/**
 * The locale of the official site's page this runs on (its `rdc:site-locale` meta), or null on any
 * other page. A partner page has no such meta, so its links stay as today whatever `lang` it
 * declares: a partner's `/basket` is the partner's, not the site's German one.
 */
export function siteLocale(): Locale | null {
  const doc = (globalThis as { document?: Pick<Document, 'querySelector'> }).document;
  const content = doc?.querySelector(`meta[name="${SITE_LOCALE_META}"]`)?.getAttribute('content');
  if (content === null || content === undefined) return null;
  return (LOCALES as readonly string[]).includes(content) ? (content as Locale) : DEFAULT_LOCALE;
}

/** A link the widgets write, in the language of the site's page (`localePath` with `siteLocale`). */
export function sitePath(path: string): string {
  return localePath(path, siteLocale() ?? DEFAULT_LOCALE);
}
