// Test helper for the checkout widgets: core pointed at a stateful shop behind a real HTTP server
// on a loopback port (core's own test shop: users, carts, balances, cards, addresses, payments),
// a guest with an empty cart before each test, and a navigation host that records where core went.
import {
  $addCardModal,
  $additionalCurrency,
  $authModal,
  $buyNowProduct,
  $cartState,
  $confirmation,
  $errorModal,
  $purchaseModal,
  closeErrorModal,
  configure,
  logout,
  resetCards,
  resetNavigationHost,
  setNavigationHost,
} from '@rdc/core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startShop } from '../../../core/src/testing/shop-server';
import type { Shop, ShopLot } from '../../../core/src/testing/shop-server';

export interface ShopHarness {
  shop: Shop;
  /** Where core navigated, in order. */
  navigations: string[];
  /** The address core reads (query parameters such as recovery_token). */
  url: string;
  /** Addresses core replaced the current one with. */
  replaced: string[];
}

export function withShop(lots: ShopLot[] = []): ShopHarness {
  const harness: ShopHarness = { shop: undefined as unknown as Shop, navigations: [], url: 'http://localhost/basket', replaced: [] };
  beforeAll(async () => {
    harness.shop = await startShop({ lots });
    configure({ apiBase: harness.shop.apiBase });
  });
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    logout();
    resetCards();
    $cartState.set({ owner: 0, lines: [] });
    $authModal.set(null);
    $buyNowProduct.set(null);
    $purchaseModal.set(null);
    $addCardModal.set(false);
    $additionalCurrency.set([]);
    $confirmation.set(null);
    closeErrorModal();
    harness.navigations.length = 0;
    harness.replaced.length = 0;
    harness.url = 'http://localhost/basket';
    harness.shop.server.requests.length = 0;
    setNavigationHost({
      currentUrl: () => harness.url,
      navigate: (url) => harness.navigations.push(url),
      replaceUrl: (url) => {
        harness.replaced.push(url);
        harness.url = new URL(url, harness.url).href;
      },
    });
  });
  afterEach(() => {
    resetNavigationHost();
    $errorModal.set(null);
  });
  afterAll(() => harness.shop.close());
  return harness;
}

/** Collects the rdc-* events of one type that reach `document`. */
export function collect<T = unknown>(type: string): { details: T[]; stop: () => void } {
  const details: T[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<T>).detail);
  document.addEventListener(type, listener);
  return { details, stop: () => document.removeEventListener(type, listener) };
}
