import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE, OFFERED_LOCALES, resolveLocale } from './locale';

describe("the reader's locale: the element's lang, else the page's, else English", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is English when nothing is declared', () => {
    expect(resolveLocale()).toBe(DEFAULT_LOCALE);
    expect(resolveLocale(null, undefined, '  ')).toBe('en');
  });

  it('reads the language subtag of the nearest declaration', () => {
    expect(resolveLocale('en-GB', 'fr')).toBe('en');
    expect(resolveLocale(null, 'EN_us')).toBe('en');
  });

  it('falls back to English with a logged warning for a language the store does not have', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveLocale('xx-YY', 'en')).toBe('en');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('language "xx-YY"'));
    resolveLocale('xx-YY');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a declared language the store has a catalogue for is read: German', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveLocale('de-DE')).toBe('de');
    expect(resolveLocale(null, 'de_AT', 'en')).toBe('de');
    expect(warn).not.toHaveBeenCalled();
  });

  it('the pseudo-locale is read by its whole tag, never offered to a player', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveLocale('en-XA')).toBe('en-XA');
    expect(resolveLocale(null, 'en_xa', 'de')).toBe('en-XA');
    expect(resolveLocale('en-XB')).toBe('en');
    expect(OFFERED_LOCALES).not.toContain('en-XA');
    expect(warn).not.toHaveBeenCalled();
  });
});
