// Test helper for the checkout widgets: core pointed at a stateful shop behind a real HTTP server
// on a loopback port (core's own test shop: users, carts, balances, cards, addresses, payments),
// a guest with an empty cart before each test, and a navigation host that records where core went.
import { configure } from '@rdc/core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { leavePage, startAsGuest } from './page-state';
import type { RecordedPage } from './page-state';
import { startShop } from '../../../core/src/testing/shop-server';
import type { Shop, ShopLot } from '../../../core/src/testing/shop-server';

export interface ShopHarness extends RecordedPage {
  shop: Shop;
}

export function withShop(lots: ShopLot[] = []): ShopHarness {
  const harness: ShopHarness = { shop: undefined as unknown as Shop, navigations: [], url: 'http://localhost/basket', replaced: [] };
  beforeAll(async () => {
    harness.shop = await startShop({ lots });
    configure({ apiBase: harness.shop.apiBase });
  });
  beforeEach(() => {
    startAsGuest(harness);
    harness.shop.server.requests.length = 0;
  });
  afterEach(leavePage);
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
