import { describe, expect, it, vi } from 'vitest';
import { formatCount, formatUnits } from './counts';
import { formatDay, formatMoment, formatShortDay, monthNames } from './dates';
import { formatMoney, machineAmount, moneyParts, prepareMoneyFormat } from './money';
import { formatRegion } from './region';

/** `Intl` separates a currency code from the number with a no-break space; the tests read it as a space. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money as the locale writes it ("Amounts are held in minor units with 2 decimals")', () => {
  it.each([
    [123450, 'USD', 'en', '$1,234.50'],
    [5, 'USD', 'en', '$0.05'],
    [123450, 'RDC', 'en', 'RDC 1,234.50'],
    [0, 'RDC', 'en', 'RDC 0.00'],
    [123450, 'USD', 'de', '1.234,50 $'],
    [123450, 'RDC', 'de', '1.234,50 RDC'],
    [123450, 'USD', 'en-XA', '$1,234.50'],
    [123450, 'RDC', 'en-XA', 'RDC 1,234.50'],
  ] as const)('%i %s in %s reads %s', (minor, currency, locale, text) => {
    expect(spaced(formatMoney(minor, currency, locale))).toBe(text);
  });

  it('"RDC is shown as a whole number in some places": the fraction is dropped, not rounded', () => {
    expect(spaced(formatMoney(1299, 'RDC', 'en', { whole: true }))).toBe('RDC 12');
    expect(spaced(formatMoney(1_000_000, 'RDC', 'en', { whole: true }))).toBe('RDC 10,000');
    expect(spaced(formatMoney(99, 'RDC', 'de', { whole: true }))).toBe('0 RDC');
  });

  it('a formatter prepared ahead is the one the first amount uses: that amount builds none', () => {
    // A locale no other test formats in, so its formatter is not built yet.
    prepareMoneyFormat('fr-CA');
    const build = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatMoney(123450, 'USD', 'fr-CA')).toMatch(/^1\s234,50\s\$/);
      expect(build).not.toHaveBeenCalled();
    } finally {
      build.mockRestore();
    }
  });

  it('writes an amount for machines the same in every locale: "42.00"', () => {
    expect(machineAmount(4200)).toBe('42.00');
    expect(machineAmount(123456)).toBe('1234.56');
  });

  it('float noise in minor units never shows: 0.1 + 0.2 of a cent is rounded first', () => {
    expect(formatMoney(1234.0000001, 'USD', 'en')).toBe('$12.34');
  });

  it('"the USD price split into whole and fractional parts", with the currency where the locale puts it', () => {
    expect(moneyParts(129999, 'USD', 'en')).toEqual({
      currency: '$',
      currencyFirst: true,
      whole: '1,299',
      fraction: '.99',
    });
    expect(moneyParts(500, 'USD', 'de')).toEqual({
      currency: '\u00a0$',
      currencyFirst: false,
      whole: '5',
      fraction: ',00',
    });
    expect(moneyParts(1299, 'RDC', 'en', { whole: true })).toMatchObject({
      currency: 'RDC\u00a0',
      whole: '12',
      fraction: '',
    });
  });
});

describe('counts, units and dates', () => {
  it('groups counts: 12500 → "12,500" / "12.500"', () => {
    expect(formatCount(12500, 'en')).toBe('12,500');
    expect(formatCount(12500, 'de')).toBe('12.500');
  });

  it('words units with the locale\'s plural: "1 week", "2 weeks", "1 Woche"', () => {
    expect(formatUnits(1, 'week', 'en')).toBe('1 week');
    expect(formatUnits(2, 'week', 'en')).toBe('2 weeks');
    expect(formatUnits(3, 'day', 'en')).toBe('3 days');
    expect(formatUnits(1, 'month', 'en')).toBe('1 month');
    expect(formatUnits(1, 'week', 'de')).toBe('1 Woche');
    expect(formatUnits(12, 'month', 'de')).toBe('12 Monate');
  });

  it('writes days and moments in the given zone', () => {
    const date = new Date(Date.UTC(2027, 4, 26, 10, 0));
    expect(formatDay(date, 'en', { timeZone: 'UTC' })).toBe('May 26, 2027');
    expect(formatDay(date, 'de', { timeZone: 'UTC' })).toBe('26. Mai 2027');
    expect(formatShortDay(date, 'en', { timeZone: 'UTC' })).toBe('May 26, 2027');
    expect(spaced(formatMoment(date, 'en', { timeZone: 'UTC' }))).toBe('May 26, 2027, 10:00 AM');
    expect(formatMoment(date, 'de', { timeZone: 'UTC' })).toBe('26.05.2027, 10:00');
  });

  it('the pseudo-locale (en-XA) writes amounts, counts and dates as English does', () => {
    const date = new Date(Date.UTC(2027, 4, 26, 10, 0));
    expect(formatDay(date, 'en-XA', { timeZone: 'UTC' })).toBe('May 26, 2027');
    expect(formatCount(12500, 'en-XA')).toBe('12,500');
    expect(formatUnits(3, 'day', 'en-XA')).toBe('3 days');
    expect(monthNames('en-XA')[0]).toBe('January');
    expect(formatRegion('DE', 'en-XA')).toBe('Germany');
  });

  it('names the twelve months, January first', () => {
    expect(monthNames('en')).toHaveLength(12);
    expect([monthNames('en')[0], monthNames('en')[11]]).toEqual(['January', 'December']);
    expect(monthNames('de')[2]).toBe('März');
  });
});

it("names a country in the reader's language, or keeps the code", () => {
  expect(formatRegion('DE', 'en')).toBe('Germany');
  expect(formatRegion('DE', 'de')).toBe('Deutschland');
  expect(formatRegion('ZZ', 'en')).toBe('Unknown Region');
});
