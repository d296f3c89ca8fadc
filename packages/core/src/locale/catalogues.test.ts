import { afterEach, describe, expect, it, vi } from 'vitest';
import { $catalogues, loadLocale, messageCatalogue, type Messages } from './catalogues';

const german: Messages = { greeting: () => 'Hallo' };

describe('message catalogues: English compiled in, every other locale fetched when a reader needs it', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a translation is there only once loaded; English needs no fetch', async () => {
    const load = vi.fn(async () => german);
    const translated = messageCatalogue({ de: load });
    expect(loadLocale('en')).toBeUndefined();
    expect(translated('de')).toBeUndefined();
    expect(load).not.toHaveBeenCalled();

    const before = $catalogues.get();
    await loadLocale('de');
    expect(translated('de')?.greeting?.({})).toBe('Hallo');
    expect($catalogues.get()).toBe(before + 1);
    expect(loadLocale('de')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('readers arriving together share one fetch', async () => {
    const load = vi.fn(async () => german);
    const translated = messageCatalogue({ de: load });
    await Promise.all([loadLocale('de'), loadLocale('de')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(translated('de')).toBe(german);
  });

  it('a translation that cannot be fetched leaves English, logged, and is fetched again by the next reader', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(german);
    const translated = messageCatalogue({ de: load });
    await expect(loadLocale('de')).resolves.toBeUndefined();
    expect(translated('de')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the de messages'), expect.any(Error));
    await loadLocale('de');
    expect(translated('de')).toBe(german);
  });
});
