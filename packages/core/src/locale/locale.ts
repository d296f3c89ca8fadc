import { logIgnored } from '../log-ignored';

/**
 * The languages the store's catalogues are written in. English is the spec's own text and the
 * fallback. `en-XA` is the pseudo-locale (accented, longer, marked English made from the English
 * catalogues at compile time: scripts/pseudo-locale.mjs), for the browser test that finds text
 * no catalogue wrote and text that does not fit; no player is offered it.
 */
export const LOCALES = ['en', 'de', 'en-XA'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The languages the site's Settings offer a player (its Language selector), each with the site's
 * pages in it (`/de/…`, locale-path.ts). A page or an element that declares another language of
 * LOCALES gets it too: a partner who writes `lang="de"` chose it.
 */
export const OFFERED_LOCALES: readonly Locale[] = ['en', 'de'];

/** The pseudo-locale of LOCALES: never offered, addressed on the site only for its audit (locale-path.ts). */
export const PSEUDO_LOCALE: Locale = 'en-XA';

/** Each unknown language is reported once, not at every render that reads it. */
const warned = new Set<string>();

const isKnown = (language: string): language is Locale => (LOCALES as readonly string[]).includes(language);

/**
 * The reader's language from what the page declares, nearest first (a widget's own `lang`, then
 * the host page's): the first declared one decides, as a locale of LOCALES itself ("en-XA"),
 * else by its language subtag ("de-AT" reads as "de"). A language the store does not have falls back to English, with a logged warning, rather
 * than to a farther declaration: a partner who wrote `lang="fr"` on an element meant that element.
 */
export function resolveLocale(...declared: ReadonlyArray<string | null | undefined>): Locale {
  const tag = declared.find((value) => typeof value === 'string' && value.trim() !== '')?.trim();
  if (tag === undefined) return DEFAULT_LOCALE;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.replace('_', '-').toLowerCase());
  if (exact) return exact;
  const language = tag.split(/[-_]/)[0]!.toLowerCase();
  if (isKnown(language)) return language;
  if (!warned.has(tag)) {
    warned.add(tag);
    logIgnored(`language "${tag.slice(0, 40)}": not one of ${LOCALES.join(', ')}; English is shown`);
  }
  return DEFAULT_LOCALE;
}
