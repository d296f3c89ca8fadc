import { describe, expect, it } from 'vitest';
import { sumMinor, toMajor, toMinor } from './money';
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
