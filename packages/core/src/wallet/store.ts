import { atom, computed, onMount } from 'nanostores';
import type { CachedLoad } from '../cache/cached-load';
import { logIgnored } from '../log-ignored';
import { $profile } from '../session/page-session';
import type * as BalanceLoad from './balance-load';

/** The RDC balance in minor units; 0 for a guest ("otherwise 0 is shown"). */
export const $balance = atom(0);
export const $balanceLoading = atom(false);
/** The last failure's message, null after a success. */
export const $balanceError = atom<string | null>(null);
/** The user whose balance answer (or failed load) $balance shows; null before the first and after a reset. */
const $balanceOwner = atom<number | null>(null);
/**
 * Whether $balance is the player's: a guest's 0 is ("otherwise 0 is shown"), a signed-in player's
 * only once their balance has answered or failed to load (the value then stands). Until then the
 * 0 it holds is no one's, and nothing is judged or shown by it. Reading it loads the balance, as
 * reading $balance does.
 */
export const $balanceKnown = computed(
  [$profile, $balanceOwner, $balance],
  ({ user_id }, owner) => !user_id || user_id === owner,
);
/** The balance the checkout judges by: null while a signed-in player's is not known yet. */
export const $knownBalance = computed([$balance, $balanceKnown], (balance, known) =>
  known ? balance : null,
);

/** The balance's load (./balance-load.ts), once it has been fetched: a guest never fetches it. */
let balance: CachedLoad<number> | null = null;
let fetching: Promise<CachedLoad<number>> | null = null;

function fetchBalanceLoad(): Promise<CachedLoad<number>> {
  fetching ??= import('./balance-load').then(
    (module: typeof BalanceLoad) =>
      (balance = module.balanceLoad({
        $value: $balance,
        $loading: $balanceLoading,
        $error: $balanceError,
        $owner: $balanceOwner,
      })),
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
      $balanceOwner.set($profile.get().user_id);
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
  $balanceOwner.set(null);
}

// While anyone shows the balance, it follows the session: loaded at login (the cache keeps a fresh
// balance of the same user), 0 at logout.
onMount($balance, () =>
  $profile.subscribe((profile) => {
    if (profile.user_id === 0) resetBalance();
    else void loadBalance();
  }),
);
