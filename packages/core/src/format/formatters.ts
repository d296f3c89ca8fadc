/**
 * The platform's `Intl` formatters, built once per locale and options: building one costs far
 * more than using it, and a list formats many amounts. `locale` is a BCP 47 tag: one of the
 * store's locales (locale/locale.ts), or any tag in tests. Only core's format/ modules build them
 * (scripts/intl-formatting.test.mjs). The pseudo-locale en-XA has no data of its own in the
 * browsers' Intl nor in Node's: they write it as English (format.test.ts).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${locale}${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${locale}${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
