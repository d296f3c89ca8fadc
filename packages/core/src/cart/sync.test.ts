// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '../account/login';
import { logout } from '../session/page-session';
import { useShop } from '../../test/shop-server';
import {
  addToCart,
  decrementLine,
  incrementLine,
  removeLine,
  setLineCount,
  setLineCurrency,
  clearCart,
} from './actions';
import { $notifications, clearNotifications } from '../overlays/notifications';
import { $cartSyncError } from './page-cart';
import { $cart, $cartBadge, $cartCount, $cartState, $cartTotals } from './stores';
import { CART_STORAGE_KEY, EMPTY_CART } from './storage';
import { CartProductSchema } from '../schemas/cart';
import { cartSynced, startCartSync, stopCartSync } from './sync';

const ship = { id: 1, title: 'Ship', lot_type: 'item' as const, price: { USD: 1000, RDC: 5000 } };
const pack = { id: 2, title: 'Pack', lot_type: 'package' as const, price: { USD: 2500, RDC: 9000 } };
const coins = { id: 3, title: '500 RDC', lot_type: 'coin' as const, price: { USD: 499 } };
const sub = { id: 4, title: 'Pilot', lot_type: 'subscription' as const, price: { USD: 999 } };
const plan = { id: 5, title: 'Pro', lot_type: 'plan' as const, price: { USD: 500, RDC: 2000 } };

let unsubscribe: () => void;

const edits = () =>
  shop
    .calls('/market/shopping_cart/edit')
    .map((r) => (r.json as { shopping_cart_items: unknown[] }).shopping_cart_items);
const counts = () => $cart.get().map((l) => `${l.lot_type}:${l.id}×${l.count}`);

const shop = await useShop({ lots: [ship, pack, coins, sub, plan] });
beforeEach(() => {
  unsubscribe = $cart.listen(() => {});
});
afterEach(async () => {
  await cartSynced();
  logout();
  await cartSynced();
  $cartState.set(EMPTY_CART);
  shop.carts.clear();
  shop.server.requests.length = 0;
  clearNotifications();
  unsubscribe();
  vi.restoreAllMocks();
});

describe('the cart as a guest', () => {
  it('"Notifications … used for cart changes": adding and removing a line are told', async () => {
    addToCart(ship);
    expect($notifications.get().map((n) => [n.kind, n.message])).toEqual([
      ['success', 'Ship was added to your cart.'],
    ]);
    await removeLine(ship);
    expect($notifications.get().map((n) => n.message)).toEqual([
      'Ship was added to your cart.',
      'Ship was removed from your cart.',
    ]);
    // A value that is no product adds nothing and tells nothing.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    addToCart({ nonsense: true });
    expect($notifications.get()).toHaveLength(2);
  });

  it('"Cart: persisted locally" under rdc:cart, with nothing sent to the server', async () => {
    addToCart(ship);
    addToCart({ ...ship, count: 2 });
    await cartSynced();
    expect(counts()).toEqual(['item:1×3']);
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as {
      owner: number;
      lines: unknown[];
    };
    expect(stored.owner).toBe(0);
    expect(stored.lines).toHaveLength(1);
    expect(shop.server.requests).toHaveLength(0);
  });

  it('badge and totals follow the lines ("Totals in USD and RDC in minor units")', () => {
    addToCart(ship, { count: 2 });
    addToCart(pack, { currency: 'RDC' });
    addToCart(plan, { period: { id: 9, length: 3 } });
    expect($cartCount.get()).toBe(4);
    expect($cartBadge.get()).toBe('4');
    expect($cartTotals.get()).toEqual({ USD: 2000 + 1500, RDC: 9000 });
    expect($cart.get().find((l) => l.id === 5)?.period_id).toBe(9);
  });

  it('a value that is not a product is ignored and logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(addToCart({ id: 'x' }).added).toBe(false);
    expect(addToCart(null).added).toBe(false);
    expect($cart.get()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('plus, minus, count, currency and remove act on the line; "setting a count to 0 removes the line"', async () => {
    addToCart(ship);
    addToCart(sub);
    await incrementLine(ship);
    await incrementLine(sub);
    expect(counts()).toEqual(['item:1×2', 'subscription:4×1']);
    await decrementLine(ship);
    await setLineCurrency(ship, 'RDC');
    expect($cart.get()[0]?.selectCurrency).toBe('RDC');
    await setLineCount(ship, 0);
    expect(counts()).toEqual(['subscription:4×1']);
    await removeLine(sub);
    expect($cart.get()).toEqual([]);
    // Lines that are not there are left alone.
    await incrementLine(ship);
    await decrementLine(ship);
    await setLineCount(ship, 3);
    await removeLine(ship);
    await setLineCurrency(ship, 'USD');
    await clearCart();
    expect($cart.get()).toEqual([]);
  });

  it('"Two tabs ... always show the same cart": another tab\'s write arrives through the storage event', () => {
    const other = JSON.stringify({ owner: 0, lines: [{ ...pack, count: 4, selectCurrency: 'USD' }] });
    localStorage.setItem(CART_STORAGE_KEY, other);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: other }));
    expect(counts()).toEqual(['package:2×4']);
  });

  it('"A cart stored locally that cannot be parsed is ignored and only logged."', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    addToCart(ship);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: '{not json' }));
    expect($cart.get()).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a stored cart of a user whose session is gone is not shown to the guest', () => {
    stopCartSync();
    $cartState.set({ owner: 1, lines: [CartProductSchema.parse(ship)] });
    startCartSync();
    expect($cart.get()).toEqual([]);
    $cartState.set({ owner: 0, lines: [CartProductSchema.parse(ship)] });
    stopCartSync();
    startCartSync();
    expect(counts()).toEqual(['item:1×1']);
  });
});

describe('the cart when logged in ("every change syncs through market/shopping_cart/edit")', () => {
  it('"At start for a logged-in user the local cart is merged into the server cart"', async () => {
    shop.carts.set(1, [{ lot_id: 1, lot_type: 'item', count: 2, currency: 'USD' }]);
    addToCart(ship);
    addToCart(coins);
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    expect(counts()).toEqual(['item:1×3', 'coin:3×1']);
    expect($cartState.get().owner).toBe(1);
    expect(shop.carts.get(1)).toEqual([
      { lot_id: 1, lot_type: 'item', count: 3, currency: 'USD' },
      { lot_id: 3, lot_type: 'coin', count: 1, currency: 'USD' },
    ]);
  });

  it('a cart that already mirrors the user is replaced by the server cart, never merged twice', async () => {
    shop.carts.set(1, [{ lot_id: 2, lot_type: 'package', count: 1, currency: 'USD' }]);
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    $cartState.set({ owner: 1, lines: $cart.get().map((l) => ({ ...l, count: 5 })) });
    logout();
    await cartSynced();
    expect($cart.get()).toEqual([]);
    $cartState.set({ owner: 1, lines: [CartProductSchema.parse({ ...pack, count: 5 })] });
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    expect(counts()).toEqual(['package:2×1']);
  });

  it('adding, changing and removing send absolute counts; "A delete sets count to 0"', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    shop.server.requests.length = 0;
    await addToCart(ship).synced;
    await incrementLine(ship);
    await removeLine(ship);
    expect(edits()).toEqual([
      [{ lot_id: 1, lot_type: 'item', count: 1, currency: 'USD' }],
      [{ lot_id: 1, lot_type: 'item', count: 2, currency: 'USD' }],
      [{ lot_id: 1, lot_type: 'item', count: 0, currency: 'USD' }],
    ]);
    expect(shop.carts.get(1)).toEqual([]);
  });

  it('"Changing a line\'s currency sends one entry."', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    await addToCart(ship, { count: 2 }).synced;
    await addToCart(pack).synced;
    shop.server.requests.length = 0;
    await setLineCurrency(ship, 'RDC');
    expect(edits()).toEqual([[{ lot_id: 1, lot_type: 'item', count: 2, currency: 'RDC' }]]);
    // Coin packs have no RDC price: the choice is ignored and nothing is sent.
    await addToCart(coins).synced;
    shop.server.requests.length = 0;
    await setLineCurrency(coins, 'RDC');
    expect(edits()).toEqual([]);
    expect($cart.get().find((l) => l.id === 3)?.selectCurrency).toBe('USD');
  });

  it("a currency picked while the login merge is on its way is not undone by the merge's answer", async () => {
    addToCart(ship);
    const releaseRead = shop.hold('/market/shopping_cart/edit');
    void login({ alias: 'demo', password: 'demo1234' }, 'en');
    await vi.waitFor(() => expect(shop.calls('/market/shopping_cart/edit')).toHaveLength(1), {
      timeout: 15_000,
    });
    // The merge reads the server cart, then sends the guest line: that second call is held.
    releaseRead();
    const releaseMerge = shop.hold('/market/shopping_cart/edit');
    await vi.waitFor(() => expect(shop.calls('/market/shopping_cart/edit')).toHaveLength(2), {
      timeout: 15_000,
    });
    void setLineCurrency(ship, 'RDC');
    releaseMerge();
    await cartSynced();
    expect($cart.get().map((line) => line.selectCurrency)).toEqual(['RDC']);
    expect(shop.carts.get(1)?.map((entry) => entry.currency)).toEqual(['RDC']);
  });

  /**
   * A page opened with the cart this player left here, on the server and stored alike: the start
   * reads the server cart again, and that read's answer is held until the returned release.
   */
  async function startWithReadHeld(lots: (typeof ship | typeof pack)[]): Promise<() => void> {
    shop.carts.set(
      1,
      lots.map((lot) => ({ lot_id: lot.id, lot_type: lot.lot_type, count: 1, currency: 'USD' as const })),
    );
    $cartState.set({ owner: 1, lines: lots.map((lot) => CartProductSchema.parse({ ...lot, count: 1 })) });
    const releaseRead = shop.hold('/market/shopping_cart/edit');
    void login({ alias: 'demo', password: 'demo1234' }, 'en');
    await vi.waitFor(() => expect(shop.calls('/market/shopping_cart/edit')).toHaveLength(1), {
      timeout: 15_000,
    });
    return releaseRead;
  }

  it("a currency picked as the page starts is not undone by the server cart's first answer", async () => {
    const releaseRead = await startWithReadHeld([ship]);
    void setLineCurrency(ship, 'RDC');
    releaseRead();
    await cartSynced();
    expect($cart.get().map((line) => line.selectCurrency)).toEqual(['RDC']);
    expect(shop.carts.get(1)?.map((entry) => entry.currency)).toEqual(['RDC']);
  });

  it('a line removed, or one more added, while the server cart is read keeps the change', async () => {
    const releaseRead = await startWithReadHeld([ship, pack]);
    void removeLine(pack);
    void incrementLine(ship);
    releaseRead();
    await cartSynced();
    expect(counts()).toEqual(['item:1×2']);
    expect(shop.carts.get(1)).toEqual([{ lot_id: 1, lot_type: 'item', count: 2, currency: 'USD' }]);
  });

  it('quick clicks end with the server and the screen agreeing on the last count', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    const release = shop.hold('/market/shopping_cart/edit');
    void addToCart(ship);
    await vi.waitFor(() => expect(shop.calls('/market/shopping_cart/edit').length).toBeGreaterThan(1), {
      timeout: 15_000,
    });
    void incrementLine(ship);
    void incrementLine(ship);
    const seen: string[][] = [];
    const stop = $cart.listen(() => seen.push(counts()));
    release();
    await cartSynced();
    stop();
    // The answer to the first click (count 1) never shows over the newer count.
    expect(seen.flat()).not.toContain('item:1×1');
    expect(counts()).toEqual(['item:1×3']);
    expect(shop.carts.get(1)?.[0]?.count).toBe(3);
  });

  it('a change the server refuses is kept locally and reported', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    shop.failNext('/market/shopping_cart/edit', 400, { code: 1000, message: 'invalid format' });
    await addToCart(ship).synced;
    expect(counts()).toEqual(['item:1×1']);
    expect($cartSyncError.get()).toBe('invalid format');
    expect(warn).toHaveBeenCalled();
    // "Notifications … used for cart changes … and failed calls": a refused change is told too.
    expect($notifications.get().map((n) => [n.kind, n.message])).toContainEqual([
      'warning',
      'Your cart could not be saved to your account just now. It is kept on this device.',
    ]);
    await incrementLine(ship);
    expect($cartSyncError.get()).toBeNull();
    expect(shop.carts.get(1)?.[0]?.count).toBe(2);
  });

  it('a merge that failed at login is done at the next change', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    addToCart(coins);
    shop.failNext('/market/shopping_cart/edit', 500, { message: 'down' });
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    expect($cartState.get().owner).toBe(0);
    await addToCart(ship).synced;
    expect($cartState.get().owner).toBe(1);
    expect(shop.carts.get(1)?.map((r) => r.lot_id)).toEqual([3, 1]);
  });

  it('a guest line the server refuses (no longer sold) is dropped and logged; the others are merged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    addToCart({ id: 99, title: 'Gone', lot_type: 'item', price: { USD: 1 } });
    addToCart(ship);
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    expect(counts()).toEqual(['item:1×1']);
    expect(shop.carts.get(1)).toEqual([{ lot_id: 1, lot_type: 'item', count: 1, currency: 'USD' }]);
    expect($cartState.get().owner).toBe(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('a guest cart line the server refused'),
      expect.anything(),
    );
  });

  it('logging out empties the local cart (the lines stay on the server)', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    await addToCart(ship).synced;
    logout();
    expect($cart.get()).toEqual([]);
    expect(shop.carts.get(1)).toHaveLength(1);
  });
});
