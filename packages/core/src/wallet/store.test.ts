// @vitest-environment jsdom
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { login } from '../account/login';
import { logout } from '../session/page-session';
import { formatMoney } from '../format/money';
import { useShop } from '../../test/shop-server';
import { $balance, $balanceError, $balanceKnown, loadBalance, refreshBalance, resetBalance } from './store';
import { BALANCE_CACHE_MS } from './balance-load';

const balanceCalls = () => shop.calls('/wallet/balance').length;
/** The balance as the widgets write it in English; `Intl` spaces "RDC" with a no-break space. */
const balanceText = () => formatMoney($balance.get(), 'RDC', 'en').replace(/\u00a0/g, ' ');

const shop = await useShop();
afterEach(() => {
  logout();
  resetBalance();
  shop.server.requests.length = 0;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('wallet (accounts-cart-checkout.md §6 "The balance is fetched only when logged in; otherwise 0 is shown.")', () => {
  it('a guest sees 0 and nothing is fetched', async () => {
    await expect(loadBalance()).resolves.toBe(0);
    expect(balanceText()).toBe('RDC 0.00');
    expect(balanceCalls()).toBe(0);
  });

  it('"the balance is shown with 2 decimals": the demo balance 100000 (minor units) reads RDC 1,000.00', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await loadBalance();
    expect($balance.get()).toBe(100000);
    expect(balanceText()).toBe('RDC 1,000.00');
  });

  it('"balance cached 5 minutes"', async () => {
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await loadBalance();
    await loadBalance();
    expect(balanceCalls()).toBe(1);
    now.mockReturnValue(start + BALANCE_CACHE_MS - 1);
    await loadBalance();
    expect(balanceCalls()).toBe(1);
    now.mockReturnValue(start + BALANCE_CACHE_MS);
    await loadBalance();
    expect(balanceCalls()).toBe(2);
  });

  it('"retried once": one failure is retried, two failures keep the last balance and report', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    shop.failNext('/wallet/balance', 500, { message: 'busy' });
    await expect(loadBalance()).resolves.toBe(100000);
    expect(balanceCalls()).toBe(2);
    shop.failNext('/wallet/balance', 500, { message: 'down' }, 2);
    shop.balances.set(1, 500);
    await refreshBalance();
    expect(balanceCalls()).toBe(4);
    expect($balance.get()).toBe(100000);
    expect($balanceError.get()).toBe('down');
  });

  it('"refreshed after a payment": refreshBalance ignores the cache', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await loadBalance();
    shop.balances.set(1, 25050);
    await refreshBalance();
    expect($balance.get()).toBe(25050);
    expect(balanceText()).toBe('RDC 250.50');
    shop.balances.set(1, 100000);
  });

  it('follows the session while shown: loaded at login, 0 at logout', async () => {
    const stop = $balance.listen(() => {});
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await vi.waitFor(() => expect($balance.get()).toBe(100000), { timeout: 15_000 });
    logout();
    expect($balance.get()).toBe(0);
    stop();
  });

  it('two calls at once share one request', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await Promise.all([loadBalance(), loadBalance()]);
    expect(balanceCalls()).toBe(1);
  });
});

describe("the balance known: a signed-in player's 0 before their balance answers is no one's", () => {
  it('a guest\'s 0 is known ("otherwise 0 is shown")', () => {
    expect($balanceKnown.get()).toBe(true);
  });

  it('not known from sign-in until the answer, known again for the guest after logout', async () => {
    const release = shop.hold('/wallet/balance');
    onTestFinished(release);
    const stop = $balanceKnown.listen(() => {});
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    expect($balanceKnown.get()).toBe(false);
    await vi.waitFor(() => expect(balanceCalls()).toBe(1), { timeout: 15_000 });
    expect($balanceKnown.get()).toBe(false);
    release();
    await vi.waitFor(() => expect($balanceKnown.get()).toBe(true), { timeout: 15_000 });
    expect(balanceText()).toBe('RDC 1,000.00');
    logout();
    expect($balanceKnown.get()).toBe(true);
    expect(balanceText()).toBe('RDC 0.00');
    stop();
  });

  it('a balance that could not be loaded is known as it stands, and the failure is reported', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    shop.failNext('/wallet/balance', 500, { message: 'down' }, 2);
    await loadBalance();
    expect($balanceKnown.get()).toBe(true);
    expect($balance.get()).toBe(0);
    expect($balanceError.get()).toBe('down');
  });

  it("another player's sign-in is not known until their own balance answers", async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await loadBalance();
    expect($balanceKnown.get()).toBe(true);
    logout();
    resetBalance();
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    expect($balanceKnown.get()).toBe(false);
    await loadBalance();
    expect($balanceKnown.get()).toBe(true);
  });
});
