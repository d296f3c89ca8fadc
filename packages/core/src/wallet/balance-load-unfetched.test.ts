// @vitest-environment jsdom
// The balance's load (./balance-load.ts, fetched on demand) cannot be fetched: offline, or a
// deploy replaced the chunk. In a file of its own, so that the module stands in for the failed
// fetch here only.
import { afterEach, expect, it, vi } from 'vitest';
import { login } from '../account/login';
import { logout } from '../session/page-session';
import { useShop } from '../../test/shop-server';
import { $balance, $balanceError, $balanceKnown, loadBalance, resetBalance } from './store';

vi.mock('./balance-load', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const shop = await useShop();

afterEach(() => {
  logout();
  resetBalance();
  vi.restoreAllMocks();
});

it('the balance stands and the failure is reported, as for a balance that could not be loaded', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await login({ alias: 'demo', password: 'demo1234' }, 'en');
  expect($balanceKnown.get()).toBe(false);
  await expect(loadBalance()).resolves.toBe(0);
  expect($balance.get()).toBe(0);
  expect($balanceKnown.get()).toBe(true);
  expect($balanceError.get()).not.toBeNull();
  expect(warn).toHaveBeenCalledWith(
    expect.stringContaining('a balance that could not be loaded'),
    expect.anything(),
  );
  expect(shop.calls('/wallet/balance')).toEqual([]);
});
