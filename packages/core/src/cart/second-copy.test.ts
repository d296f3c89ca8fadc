// @vitest-environment jsdom
// In a file of its own: after vi.resetModules the sync tests' on-demand import of the server
// sync (./sync.ts) would load a second copy, whose ApiError is not the one the client throws.
import { afterEach, expect, it, vi } from 'vitest';
import { addToCart } from './actions';
import { $cartState } from './stores';
import { EMPTY_CART } from './storage';

const coins = { id: 3, title: '500 RDC', lot_type: 'coin' as const, price: { USD: 499 } };

afterEach(() => {
  $cartState.set(EMPTY_CART);
});

it('"two widgets on one page" share one cart, even from a second copy of the module', async () => {
  addToCart(coins);
  vi.resetModules();
  const secondCopy = await import('./stores');
  expect(secondCopy.$cartState).toBe($cartState);
  expect(secondCopy.$cart.get().map((l) => l.id)).toEqual([3]);
});
