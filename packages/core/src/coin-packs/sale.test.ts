import { describe, expect, it } from 'vitest';
import { coinPackFormerPrice } from './sale';

describe("the coin pack's sale ('-20%' sale badge)", () => {
  it('shows as former price the one the sale takes 20% off to give the price charged', () => {
    expect(coinPackFormerPrice({ price: { USD: 799 } })).toBe(999);
    expect(coinPackFormerPrice({ price: { USD: 8000 } })).toBe(10000);
  });

  it('rounds to a whole cent', () => {
    expect(Number.isInteger(coinPackFormerPrice({ price: { USD: 1299 } }))).toBe(true);
    expect(coinPackFormerPrice({ price: { USD: 1299 } })).toBe(1624);
  });
});
