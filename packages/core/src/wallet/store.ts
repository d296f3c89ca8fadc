import { atom, onMount } from 'nanostores';
import type { CachedLoad } from '../cache/cached-load';
import { logIgnored } from '../log-ignored';
import { $profile } from '../session/page-session';
import type * as BalanceLoad from './balance-load';

/** The RDC balance in minor units; 0 for a guest ("otherwise 0 is shown"). */
export const $balance = atom(0);
export const $balanceLoading = atom(false);
/** The last failure's message, null after a success. */
export const $balanceError = atom<string | null>(null);

/** The balance's load (./balance-load.ts), once it has been fetched: a guest never fetches it. */
let balance: CachedLoad<number> | null = null;
let fetching: Promise<CachedLoad<number>> | null = null;

function fetchBalanceLoad(): Promise<CachedLoad<number>> {
  fetching ??= import('./balance-load').then(
    (module: typeof BalanceLoad) =>
      (balance = module.balanceLoad({ $value: $balance, $loading: $balanceLoading, $error: $balanceError })),
    (error: unknown) => {
      fetching = null; // the next load asks the network again
      throw error;
    },
  );
  return fetching;
}

/**
 * Loads the balance of the logged-in user. "The balance is fetched only when logged in";
 * within 5 minutes of the last load the cached value stands unless `force` is set. A load that
 * cannot be fetched fails like a balance that could not be loaded: the value stands.
 */
export function loadBalance(options: { force?: boolean } = {}): Promise<number> {
  if ($profile.get().user_id === 0) {
    resetBalance();
    return Promise.resolve(0);
  }
  return fetchBalanceLoad().then(
    (load) => ($profile.get().user_id === 0 ? $balance.get() : load.load(options)),
    (error: unknown) => {
      $balanceError.set(error instanceof Error ? error.message : String(error));
      logIgnored('a balance that could not be loaded', error);
      return $balance.get();
    },
  );
}

/** After a payment: the balance is loaded again, whatever the cache says. */
export function refreshBalance(): Promise<number> {
  return loadBalance({ force: true });
}

export function resetBalance(): void {
  if (balance) {
    balance.reset();
    return;
  }
  $balance.set(0);
  $balanceLoading.set(false);
  $balanceError.set(null);
}

// While anyone shows the balance, it follows the session: loaded at login (the cache keeps a fresh
// balance of the same user), 0 at logout.
onMount($balance, () =>
  $profile.subscribe((profile) => {
    if (profile.user_id === 0) resetBalance();
    else void loadBalance();
  }),
);
