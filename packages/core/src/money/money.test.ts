import { describe, expect, it } from 'vitest';
import { formatAmount, formatWhole, splitAmount, sumMinor, toMajor, toMinor } from './money';
import { planExpiry, planPriceShown } from './plan';

describe('money ("Amounts are held in minor units with 2 decimals")', () => {
  it.each([
    [12.34, 1234],
    [0.1 + 0.2, 30],
    [1000, 100000],
  ])('toMinor(%d) = %i', (major, minor) => {
    expect(toMinor(major)).toBe(minor);
    expect(toMajor(minor)).toBeCloseTo(major, 10);
  });

  it.each([
    [100000, '1000.00'],
    [1234, '12.34'],
    [5, '0.05'],
    [0, '0.00'],
  ])('"the balance is shown with 2 decimals": %i → %s', (minor, text) => {
    expect(formatAmount(minor)).toBe(text);
  });

  it.each([
    [100000, '1000'],
    [1299, '12'],
    [99, '0'],
  ])('"RDC is shown as a whole number in some places": %i → %s', (minor, text) => {
    expect(formatWhole(minor)).toBe(text);
  });

  it.each([
    [1299, { whole: '12', fraction: '99' }],
    [500, { whole: '5', fraction: '00' }],
    [7, { whole: '0', fraction: '07' }],
  ])('"the USD price split into whole and fractional parts": %i', (minor, parts) => {
    expect(splitAmount(minor)).toEqual(parts);
  });

  it('sums minor amounts exactly', () => {
    expect(sumMinor([10, 20, 30])).toBe(60);
    expect(sumMinor([])).toBe(0);
  });
});

describe('plans (accounts-cart-checkout.md §9)', () => {
  it('"Plan price shown is USD price times months divided by 100"', () => {
    expect(planPriceShown(999, 3)).toBeCloseTo(29.97, 10);
    expect(planPriceShown(1000, 1)).toBe(10);
  });

  it('"expiry is today plus the plan length in months"', () => {
    expect(planExpiry(6, new Date(2026, 10, 21))).toEqual(new Date(2027, 4, 21));
  });
});
