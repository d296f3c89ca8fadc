import { describe, expect, it } from 'vitest';
import { addMonths } from './add-months';
import { birthdayDays, birthdayMonths, birthdayYears, formatBdate } from './birthday';

describe('date helpers ("months January to December, days 1 to 31, years 1920 to the current year")', () => {
  it("months January to December, named in the reader's language", () => {
    expect(birthdayMonths('en')).toHaveLength(12);
    expect(birthdayMonths('en')[0]).toEqual({ value: 1, label: 'January' });
    expect(birthdayMonths('en')[11]).toEqual({ value: 12, label: 'December' });
    expect(birthdayMonths('de')[2]).toEqual({ value: 3, label: 'März' });
  });

  it('days 1 to 31', () => {
    const days = birthdayDays();
    expect(days).toHaveLength(31);
    expect([days[0], days[30]]).toEqual([1, 31]);
  });

  it('years 1920 to this year', () => {
    const years = birthdayYears(new Date(2026, 5, 1));
    expect(years[0]).toBe(1920);
    expect(years.at(-1)).toBe(2026);
    expect(years).toHaveLength(107);
    expect(birthdayYears().at(-1)).toBe(new Date().getFullYear());
  });

  it('"bdate as text day/month/year"', () => {
    expect(formatBdate({ day: 5, month: 3, year: 1990 })).toBe('05/03/1990');
    expect(formatBdate({ day: 31, month: 12, year: 2001 })).toBe('31/12/2001');
  });
});

describe('addMonths', () => {
  it.each([
    [new Date(2026, 0, 15), 1, new Date(2026, 1, 15)],
    [new Date(2026, 0, 31), 1, new Date(2026, 1, 28)],
    [new Date(2024, 0, 31), 1, new Date(2024, 1, 29)],
    [new Date(2026, 10, 21), 3, new Date(2027, 1, 21)],
    [new Date(2026, 10, 21), 12, new Date(2027, 10, 21)],
  ])('%s + %i months = %s', (from, months, expected) => {
    expect(addMonths(from, months)).toEqual(expected);
  });
});
