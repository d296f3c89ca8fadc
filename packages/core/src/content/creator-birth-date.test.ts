import { describe, expect, it } from 'vitest';
import { birthDateToday, composeBirthDate, isRealDate } from './creator-birth-date';

describe('the creators sign-up birth date (marketplace-content.md §5)', () => {
  it('"three dropdowns (month, day, year) defaulting to the current date"', () => {
    expect(birthDateToday(new Date(2026, 10, 24))).toEqual({ month: 11, day: 24, year: 2026 });
  });

  it('"composed as month/day/year"', () => {
    expect(composeBirthDate({ month: 3, day: 5, year: 1990 })).toBe('03/05/1990');
    expect(composeBirthDate({ month: 12, day: 31, year: 2001 })).toBe('12/31/2001');
  });

  it('knows the days a month has', () => {
    expect(isRealDate({ month: 2, day: 29, year: 2024 })).toBe(true);
    expect(isRealDate({ month: 2, day: 29, year: 2025 })).toBe(false);
    expect(isRealDate({ month: 4, day: 31, year: 2025 })).toBe(false);
  });
});
