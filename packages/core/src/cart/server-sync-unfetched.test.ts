// @vitest-environment jsdom
// A signed-in player's cart whose server part (./server-sync.ts, fetched on demand) cannot be
// fetched: offline, or a deploy replaced the chunk. In a file of its own, so that the module
// stands in for the failed fetch here only.
import { afterEach, expect, it, vi } from 'vitest';
import { login } from '../account/login';
import { logout } from '../session/page-session';
import { useShop } from '../../test/shop-server';
import { $notifications, clearNotifications } from '../overlays/notifications';
import { addToCart } from './actions';
import { $cartSyncError } from './page-cart';
import { $cart, $cartState } from './stores';
import { EMPTY_CART } from './storage';
import { cartSynced } from './sync';

vi.mock('./server-sync', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const ship = { id: 1, title: 'Ship', lot_type: 'item' as const, price: { USD: 1000, RDC: 5000 } };
const shop = await useShop({ lots: [ship] });

afterEach(async () => {
  await cartSynced();
  logout();
  $cartState.set(EMPTY_CART);
  shop.carts.clear();
  clearNotifications();
  vi.restoreAllMocks();
});

it('the cart is kept on the device and says so; nothing reaches the server', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const unsubscribe = $cart.listen(() => {});
  addToCart(ship);
  await login({ alias: 'demo', password: 'demo1234' }, 'en');
  await cartSynced();
  expect($cart.get().map((line) => `${line.id}×${line.count}`)).toEqual(['1×1']);
  expect($cartState.get().owner).toBe(0);
  expect($cartSyncError.get()).not.toBeNull();
  expect($notifications.get().map((n) => [n.kind, n.message])).toContainEqual([
    'warning',
    'Your cart could not be saved to your account just now. It is kept on this device.',
  ]);
  // The next change asks for the part again, and is kept the same way.
  await addToCart(ship).synced;
  expect($cart.get().map((line) => `${line.id}×${line.count}`)).toEqual(['1×2']);
  expect(shop.calls('/market/shopping_cart/edit')).toEqual([]);
  unsubscribe();
});
