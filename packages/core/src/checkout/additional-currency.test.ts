import { describe, expect, it } from 'vitest';
import {
  addAdditionalCurrency,
  additionalCurrencyProducts,
  additionalRdc,
  removeAdditionalCurrency,
} from './additional-currency';

/** A pack's count is its RDC in minor units, as the sandbox seeds it: 50000 is 500 RDC. */
const small = { id: 11, count: 50000, price: { USD: 4699 } };
const big = { id: 12, count: 200000, price: { USD: 15999 } };

describe('additional currency (accounts-cart-checkout.md §3 "Additional-currency item: title, lot_count (rises by 1 per repeated add), price.USD")', () => {
  it('"lot_count (rises by 1 per repeated add)"', () => {
    let lines = addAdditionalCurrency([], small);
    lines = addAdditionalCurrency(lines, small);
    lines = addAdditionalCurrency(lines, big);
    expect(lines.map((l) => [l.pack.id, l.lot_count])).toEqual([
      [11, 2],
      [12, 1],
    ]);
    // 2 × 500 RDC + 2000 RDC = 3000 RDC, in minor units.
    expect(additionalRdc(lines)).toBe(300000);
  });

  it('"with additional currency the product list carries lot_type, count (from lot_count) and lot_id"', () => {
    const lines = addAdditionalCurrency(addAdditionalCurrency([], small), small);
    expect(additionalCurrencyProducts(lines)).toEqual([
      { lot_type: 'coin', count: 2, lot_id: 11, currency: 'USD' },
    ]);
  });

  it('a pack can be removed', () => {
    expect(removeAdditionalCurrency(addAdditionalCurrency([], small), 11)).toEqual([]);
  });
});
