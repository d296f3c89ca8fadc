/**
 * The platform's `Intl` formatters, built once per locale and options: building one costs far
 * more than using it, and a list formats many amounts. `locale` is a BCP 47 tag: one of the
 * store's locales (locale/locale.ts), or any tag in tests. Only core's format/ modules build them
 * (scripts/intl-formatting.test.mjs).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * The tag Intl is given for a locale: the pseudo-locale (en-XA) writes amounts and dates as
 * English does, whatever data a platform has for it (Android's ICU accents en-XA's month names,
 * which the pseudo-locale's test would take for text no catalogue wrote).
 */
export function intlLocale(locale: string): string {
  return locale.toLowerCase() === 'en-xa' ? 'en' : locale;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${locale}${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(intlLocale(locale), options)));
  return format;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${locale}${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(intlLocale(locale), options)));
  return format;
}
