import { describe, expect, it } from 'vitest';
import { countries, countryCode, countryName } from './countries';

describe('the country list (accounts-cart-checkout.md §3 "about 230 entries")', () => {
  it('"about 230 entries", each a distinct two-letter code with a name in the reader\'s language, sorted by name', () => {
    expect(countries('en').length).toBeGreaterThanOrEqual(230);
    expect(countries('en').length).toBeLessThan(260);
    expect(new Set(countries('en').map((country) => country.code)).size).toBe(countries('en').length);
    expect(countries('en').every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true);
    const names = countries('en').map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries('en')).toContainEqual({ code: 'US', name: 'United States' });
    expect(countries('en')).toContainEqual({ code: 'DE', name: 'Germany' });
    const german = countries('de').map((country) => country.name);
    expect(german).toEqual([...german].sort((a, b) => a.localeCompare(b, 'de')));
    expect(countries('de')).toContainEqual({ code: 'DE', name: 'Deutschland' });
    // Each locale's list is built once.
    expect(countries('de')).toBe(countries('de'));
  });

  it('names a code, and leaves an unknown code as it is', () => {
    expect(countryName('FR', 'en')).toBe('France');
    expect(countryName('Olympus', 'en')).toBe('Olympus');
    expect(countryName('FR', 'de')).toBe('Frankreich');
  });

  it('finds the code of a name in any case, or of a code, and nothing for an unknown country', () => {
    expect(countryCode('United States', 'en')).toBe('US');
    expect(countryCode('  germany ', 'en')).toBe('DE');
    expect(countryCode('fr', 'en')).toBe('FR');
    expect(countryCode('Olympus', 'en')).toBeUndefined();
  });
});
