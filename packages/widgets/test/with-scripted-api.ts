import { $cartState, configure, logout, setNavigationHost, setSession } from '@rdc/core';
import { resetNavigationHost } from '@rdc/core/testing';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { fakeAccessToken, startScriptedApi } from './scripted-api';
import type { ScriptedApi } from './scripted-api';

/**
 * Points core at a scripted loopback API for the file's tests, and gives each test a guest with an
 * empty cart. `navigations` records where core was asked to go.
 */
export function withScriptedApi() {
  const harness = { server: undefined as unknown as ScriptedApi, navigations: [] as string[] };
  beforeAll(async () => {
    harness.server = await startScriptedApi();
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
