import { describe, expect, it } from 'vitest';
import { coinPackRdc, formatCoinPackRdc } from './amount';

describe('coin pack amount ("Coin pack | id, count (amount of RDC)")', () => {
  it("a pack's count is its RDC in minor units: count 10000 is 100 RDC", () => {
    expect(coinPackRdc({ count: 10000 })).toBe(10000);
  });

  it('"RDC … shown as a whole number without fraction in the coin context"', () => {
    expect(formatCoinPackRdc({ count: 10000 })).toBe('100');
    expect(formatCoinPackRdc({ count: 2500000 })).toBe('25000');
    expect(formatCoinPackRdc({ count: 12345 })).toBe('123');
    expect(formatCoinPackRdc({ count: 0 })).toBe('0');
  });
});
