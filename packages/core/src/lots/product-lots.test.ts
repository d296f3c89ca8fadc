import { describe, expect, it } from 'vitest';
import { isProductLotType, PRODUCT_LOT_TYPES } from './product-lots';

describe('lots with a product page ("Plans and coins have no detail link")', () => {
  it('are items, packages and subscriptions', () => {
    expect(PRODUCT_LOT_TYPES).toEqual(['item', 'package', 'subscription']);
    for (const lotType of ['item', 'package', 'subscription']) expect(isProductLotType(lotType)).toBe(true);
    for (const lotType of ['coin', 'plan', '', undefined, 'ITEM'])
      expect(isProductLotType(lotType)).toBe(false);
  });
});
