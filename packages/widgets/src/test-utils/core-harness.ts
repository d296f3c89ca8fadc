import { $cartState, configure, logout, setNavigationHost, setSession } from '@rdc/core';
import { resetNavigationHost } from '@rdc/core/testing';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { fakeAccessToken, startApiServer } from './api-server';
import type { ApiServer } from './api-server';

/**
 * Points core at a real loopback API server for the file's tests, and gives each test a guest
 * with an empty cart. `navigations` records where core was asked to go.
 */
export function withCoreHarness() {
  const harness = { server: undefined as unknown as ApiServer, navigations: [] as string[] };
  beforeAll(async () => {
    harness.server = await startApiServer();
    configure({ apiBase: harness.server.base });
  });
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    logout();
    $cartState.set({ owner: 0, lines: [] });
    harness.navigations.length = 0;
    harness.server.calls.length = 0;
    // A logged-in cart syncs with the server; this one keeps nothing.
    harness.server.on('POST /market/shopping_cart/edit', { body: {} });
    setNavigationHost({ navigate: (url) => harness.navigations.push(url) });
  });
  afterEach(() => resetNavigationHost());
  afterAll(() => harness.server.close());
  return harness;
}

/** Logs a user in with tokens core can read. */
export function logIn(alias = 'demo', userId = 7): void {
  setSession({ accessToken: fakeAccessToken({ user_id: userId, alias }), refreshToken: 'refresh' });
}

/** Collects the rdc-* events of one type that reach `document`. */
export function listen<T = unknown>(type: string): { events: CustomEvent<T>[]; stop: () => void } {
  const events: CustomEvent<T>[] = [];
  const listener = (event: Event) => events.push(event as CustomEvent<T>);
  document.addEventListener(type, listener);
  return { events, stop: () => document.removeEventListener(type, listener) };
}
