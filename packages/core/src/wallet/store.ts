import { onMount } from 'nanostores';
import { cachedLoad } from '../cache/cached-load';
import { createWalletApi } from '../api/domains/wallet';
import { getDomain } from '../config';
import { $profile } from '../session/page-session';

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

// The balance belongs to the logged-in user: another user's answer is never shown.
const balance = cachedLoad({
  freshMs: BALANCE_CACHE_MS,
  initial: 0,
  owner: () => $profile.get().user_id,
  retries: BALANCE_RETRIES,
  failure: 'a balance that could not be loaded',
  fetch: async () => balanceToMinor((await getDomain(createWalletApi).balance()).balance),
});

/** The RDC balance in minor units; 0 for a guest ("otherwise 0 is shown"). */
export const $balance = balance.$value;
export const $balanceLoading = balance.$loading;
/** The last failure's message, null after a success. */
export const $balanceError = balance.$error;

/**
 * Loads the balance of the logged-in user. "The balance is fetched only when logged in";
 * within 5 minutes of the last load the cached value stands unless `force` is set.
 */
export function loadBalance(options: { force?: boolean } = {}): Promise<number> {
  if ($profile.get().user_id === 0) {
    resetBalance();
    return Promise.resolve(0);
  }
  return balance.load(options);
}

/** After a payment: the balance is loaded again, whatever the cache says. */
export function refreshBalance(): Promise<number> {
  return loadBalance({ force: true });
}

export function resetBalance(): void {
  balance.reset();
}

// While anyone shows the balance, it follows the session: loaded at login (the cache keeps a fresh
// balance of the same user), 0 at logout.
onMount($balance, () =>
  $profile.subscribe((profile) => {
    if (profile.user_id === 0) resetBalance();
    else void loadBalance();
  }),
);
