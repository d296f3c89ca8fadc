import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CART, decodeStoredCart, encodeStoredCart } from './storage';
import { CartProductSchema } from '../schemas/cart';

const line = CartProductSchema.parse({ id: 1, title: 'Ship', lot_type: 'item', price: { USD: 1000 } });

afterEach(() => vi.restoreAllMocks());

describe('stored cart (accounts-cart-checkout.md §5 "A cart stored locally that cannot be parsed is ignored and only logged.")', () => {
  it('round-trips a cart', () => {
    const cart = { owner: 7, lines: [line] };
    expect(decodeStoredCart(encodeStoredCart(cart))).toEqual(cart);
    expect(line).toMatchObject({ count: 1, selectCurrency: 'USD' });
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', '{"lines":"nope"}'],
    ['a bare number', '42'],
  ])('a stored cart that is %s is ignored and logged', (_, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(decodeStoredCart(text)).toEqual(EMPTY_CART);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a bad line is dropped and logged, the good lines are kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const text = JSON.stringify({ owner: 0, lines: [line, { id: 'x' }] });
    expect(decodeStoredCart(text).lines).toEqual([line]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('nothing stored is an empty guest cart', () => {
    expect(decodeStoredCart(null)).toEqual({ owner: 0, lines: [] });
    expect(decodeStoredCart('')).toEqual({ owner: 0, lines: [] });
  });
});
