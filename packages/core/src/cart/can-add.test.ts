import { describe, expect, it } from 'vitest';
import { canAddToCart } from './can-add';

const pass = { id: 7, lot_type: 'subscription' };
const ship = { id: 7, lot_type: 'item' };

describe('whether a lot can be added to the cart (accounts-cart-checkout.md §4)', () => {
  it('"Adding merges with a line of the same id and lot type, summing counts": an item can be added again and again', () => {
    expect(canAddToCart([], ship)).toBe(true);
    expect(canAddToCart([ship], ship)).toBe(true);
  });

  it('"a subscription always stays at count 1": once in the cart it cannot be added again', () => {
    expect(canAddToCart([], pass)).toBe(true);
    expect(canAddToCart([ship], pass)).toBe(true);
    expect(canAddToCart([ship, pass], pass)).toBe(false);
    expect(canAddToCart([{ id: 8, lot_type: 'subscription' }], pass)).toBe(true);
  });
});
