// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearCart } from '../cart/actions';
import { $cart, $cartTotals } from '../cart/stores';
import { cartSynced } from '../cart/sync';
import { useShop } from '../../test/shop-server';
import { addCoinPackToCart } from './add-to-cart';

const pack = {
  id: 1,
  title: '100 RDC',
  count: 10000,
  price: { USD: 999 },
  lot_type: 'coin' as const,
  enabled: true,
};

await useShop({ lots: [pack] });
afterEach(async () => {
  await clearCart();
  await cartSynced();
});

describe('addCoinPackToCart (coin-pack slider Buy)', () => {
  it('one press adds the pack with quantity 1, not its RDC amount', async () => {
    expect(addCoinPackToCart(pack, 'en').added).toBe(true);
    expect($cart.get()).toEqual([
      expect.objectContaining({ id: 1, lot_type: 'coin', count: 1, title: '100 RDC' }),
    ]);
    expect($cartTotals.get().USD).toBe(999);
  });

  it('"Adding merges with a line of the same id and lot type, summing counts": a second press makes quantity 2', async () => {
    addCoinPackToCart(pack, 'en');
    await addCoinPackToCart(pack, 'en').synced;
    expect($cart.get().map((line) => line.count)).toEqual([2]);
    expect($cartTotals.get().USD).toBe(1998);
  });

  it("a pack without a title is named by its whole RDC amount, as the reader's locale writes it", () => {
    addCoinPackToCart({ ...pack, id: 2, title: undefined, count: 250000 }, 'en');
    expect($cart.get()[0]?.title).toBe('RDC\u00a02,500');
  });
});
