import { atom, computed, onMount } from 'nanostores';
import { getApi } from '../config';
import { formatAmount } from '../money/money';
import { $profile } from '../session/page-session';
import { logIgnored } from '../session/log';

/** "balance cached 5 minutes, retried once" (§7). */
export const BALANCE_CACHE_MS = 5 * 60 * 1000;
export const BALANCE_RETRIES = 1;

/** The RDC balance in minor units; 0 for a guest ("otherwise 0 is shown"). */
export const $balance = atom(0);
export const $balanceLoading = atom(false);
/** The last failure's message, null after a success. */
export const $balanceError = atom<string | null>(null);
/** "the balance is shown with 2 decimals". */
export const $balanceText = computed($balance, formatAmount);

let loadedFor = 0;
let loadedAt = 0;
let inFlight: Promise<number> | null = null;

/**
 * The wallet answers the balance in minor units, like every amount of the contract (the sandbox:
 * "1000.00 RDC is 100000"); a fraction of a minor unit is rounded away.
 */
export function balanceToMinor(balance: number): number {
  return Math.round(balance);
}

async function fetchWithRetry(userId: number): Promise<number> {
  let lastError: unknown;
  // No retry once the user has changed: the answer would be thrown away.
  for (let attempt = 0; attempt <= BALANCE_RETRIES && $profile.get().user_id === userId; attempt++) {
    try {
      const answer = await getApi().wallet.balance();
      return balanceToMinor(answer.balance);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Loads the balance of the logged-in user. "The balance is fetched only when logged in";
 * within 5 minutes of the last load the cached value stands unless `force` is set.
 */
export function loadBalance(options: { force?: boolean } = {}): Promise<number> {
  const userId = $profile.get().user_id;
  if (userId === 0) {
    resetBalance();
    return Promise.resolve(0);
  }
  const fresh = loadedFor === userId && Date.now() - loadedAt < BALANCE_CACHE_MS;
  if (fresh && !options.force) return Promise.resolve($balance.get());
  if (inFlight && !options.force) return inFlight;
  $balanceLoading.set(true);
  const request = fetchWithRetry(userId).then(
    (balance) => {
      // A logout or another login while the call ran makes its answer stale.
      if ($profile.get().user_id === userId && inFlight === request) {
        $balance.set(balance);
        $balanceError.set(null);
        loadedFor = userId;
        loadedAt = Date.now();
      }
      return balance;
    },
    (error: unknown) => {
      if (inFlight === request) {
        $balanceError.set(error instanceof Error ? error.message : String(error));
        logIgnored('a balance that could not be loaded', error);
      }
      return $balance.get();
    },
  );
  inFlight = request;
  void request.finally(() => {
    if (inFlight === request) {
      inFlight = null;
      $balanceLoading.set(false);
    }
  });
  return request;
}

/** After a payment: the balance is loaded again, whatever the cache says. */
export function refreshBalance(): Promise<number> {
  return loadBalance({ force: true });
}

export function resetBalance(): void {
  inFlight = null;
  loadedFor = 0;
  loadedAt = 0;
  $balance.set(0);
  $balanceLoading.set(false);
  $balanceError.set(null);
}

// While anyone shows the balance, it follows the session: loaded at login, 0 at logout.
onMount($balance, () =>
  $profile.subscribe((profile) => {
    if (profile.user_id === 0) resetBalance();
    else if (profile.user_id !== loadedFor) void loadBalance();
  }),
);
