import { cachedLoad, type CachedLoadStores } from '../cache/cached-load';
import { createWalletApi } from '../api/domains/wallet';
import { getDomain } from '../config';
import { $profile } from '../session/page-session';

/*
 * Loading the balance: only a signed-in player has one, so the wallet's stores (store.ts) fetch
 * this module when one is signed in, not on every page.
 */

/** "balance cached 5 minutes, retried once" (accounts-cart-checkout.md §7). */
export const BALANCE_CACHE_MS = 5 * 60 * 1000;
const BALANCE_RETRIES = 1;

/**
 * The wallet answers the balance in minor units, like every amount of the contract (the sandbox:
 * "1000.00 RDC is 100000"); a fraction of a minor unit is rounded away.
 */
function balanceToMinor(balance: number): number {
  return Math.round(balance);
}

/** The balance's load, shown in the wallet's stores. It belongs to the logged-in user: another user's answer is never shown. */
export function balanceLoad(stores: CachedLoadStores<number, number>) {
  return cachedLoad({
    freshMs: BALANCE_CACHE_MS,
    initial: 0,
    owner: () => $profile.get().user_id,
    retries: BALANCE_RETRIES,
    failure: 'a balance that could not be loaded',
    fetch: async () => balanceToMinor((await getDomain(createWalletApi).balance()).balance),
    stores,
  });
}
