const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name from its two-letter code, in the reader's language ("DE" → "Germany",
 * "Deutschland"); the code itself where the platform has no region names.
 */
export function formatRegion(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  return names?.of(code) ?? code;
}

/**
 * A language named in its own language ("en" → "English", "de" → "Deutsch"), as a language
 * selector lists it whatever the reader's; the code itself where the platform has no names.
 */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
