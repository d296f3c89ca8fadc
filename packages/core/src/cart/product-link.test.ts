import { describe, expect, it } from 'vitest';
import { productLink } from './product-link';

describe('cart line links (accounts-cart-checkout.md §2 "Product detail links by lot type ... Plans and coins have no detail link.")', () => {
  it.each([
    ['item', 7, '/marketplace/product/item/7'],
    ['package', 8, '/marketplace/product/package/8'],
    ['subscription', 9, '/marketplace/product/subscription/9'],
    ['plan', 1, null],
    ['coin', 2, null],
  ])('%s %i → %s', (lot_type, id, link) => {
    expect(productLink({ id, lot_type })).toBe(link);
  });
});
