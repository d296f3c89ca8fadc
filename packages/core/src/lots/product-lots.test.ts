import { describe, expect, it } from 'vitest';
import { isProductLotType } from './product-lots';

describe('lots with a product page ("Plans and coins have no detail link")', () => {
  it('are items, packages and subscriptions', () => {
    for (const lotType of ['item', 'package', 'subscription']) expect(isProductLotType(lotType)).toBe(true);
    for (const lotType of ['coin', 'plan', '', undefined, 'ITEM'])
      expect(isProductLotType(lotType)).toBe(false);
  });
});
