import { describe, expect, it } from 'vitest';
import { countries, countryCode, countryName } from './countries';

describe('the country list (accounts-cart-checkout.md §3 "about 230 entries")', () => {
  it('"about 230 entries", each a distinct two-letter code with an English name, sorted by name', () => {
    expect(countries().length).toBeGreaterThanOrEqual(230);
    expect(countries().length).toBeLessThan(260);
    expect(new Set(countries().map((country) => country.code)).size).toBe(countries().length);
    expect(countries().every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true);
    const names = countries().map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries()).toContainEqual({ code: 'US', name: 'United States' });
    expect(countries()).toContainEqual({ code: 'DE', name: 'Germany' });
  });

  it('names a code, and leaves an unknown code as it is', () => {
    expect(countryName('FR')).toBe('France');
    expect(countryName('Olympus')).toBe('Olympus');
  });

  it('finds the code of a name in any case, or of a code, and nothing for an unknown country', () => {
    expect(countryCode('United States')).toBe('US');
    expect(countryCode('  germany ')).toBe('DE');
    expect(countryCode('fr')).toBe('FR');
    expect(countryCode('Olympus')).toBeUndefined();
  });
});
