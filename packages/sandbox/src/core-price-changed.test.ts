// @vitest-environment jsdom
// A price that changes between what the player saw and Place order is never charged silently:
// core's stores against this sandbox, in-process, with an admin changing the price meanwhile.
import {
  $cart,
  $orderSummary,
  $paymentState,
  addToCart,
  closeErrorModal,
  configure,
  errorModalText,
  loadBalance,
  loadCards,
  login,
  logout,
  placeOrder,
  PRICE_CHANGED_TEXT,
} from '@rdc/core';
import { cartSynced, resetConfig } from '@rdc/core/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type SandboxApp } from './app';
import { findLot } from './market/lots';
import { call, login as logInto } from './test-support/http';

let app: SandboxApp;

beforeAll(async () => {
  app = await createApp({});
  configure({ apiBase: 'http://sandbox.test/api/v1', fetch: (request: Request) => app.fetch(request) });
}, 60_000);
afterAll(async () => {
  logout();
  await cartSynced();
  resetConfig();
  await app.close();
});

const transactions = async () =>
  (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_transactions')).rows[0]!.n;

describe('"The price has changed"', () => {
  it('a payment at a price the catalogue no longer has is refused, nothing is charged, and the basket shows the new price', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const item = (await findLot(app.db, 'item', 23))!;
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await Promise.all([loadCards(), loadBalance({ force: true })]);
    await addToCart(item, { count: 2 }).synced;
    await cartSynced();
    expect($orderSummary.get().card).toBe(2 * item.price.USD!);

    // An admin raises the price after the player has seen the summary.
    const { accessToken: admin } = await logInto(app, 'admin', 'admin1234');
    const raised = item.price.USD! + 500;
    const edit = await call(app, 'POST', '/market/items/edit', {
      token: admin,
      body: { id: item.id, price: { ...item.price, USD: raised } },
    });
    expect(edit.status).toBe(200);

    const before = await transactions();
    await expect(placeOrder()).resolves.toBeNull();
    expect($paymentState.get()).toBe('failure');
    expect(errorModalText('en')).toBe(PRICE_CHANGED_TEXT('en'));
    expect(await transactions()).toBe(before);

    // The basket reads the cart again: its line and its summary now show the new price.
    await vi.waitFor(() => expect($cart.get()[0]?.price.USD).toBe(raised), { timeout: 15_000 });
    expect($orderSummary.get().card).toBe(2 * raised);
    closeErrorModal();

    // Paid at the price now shown, it goes through.
    const result = await placeOrder();
    expect(result?.charged).toEqual({ USD: 2 * raised, RDC: 0 });
    expect(await transactions()).toBe(before + 1);
  });
});
