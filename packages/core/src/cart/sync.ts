import { logIgnored } from '../log-ignored';
import { $profile } from '../session/page-session';
import type { LineIdentity } from './lines';
import { noticeNotSynced } from './notices';
import { $cartSyncError, $cartSyncing, pageCart } from './page-cart';
import type * as ServerSync from './server-sync';
import { EMPTY_CART } from './storage';

// The page's cart store itself; cart/stores.ts exports it (with the onMount that starts this sync).
const $cartState = pageCart.state;

/*
 * Server sync. Logged in, "every change syncs through market/shopping_cart/edit" with absolute
 * counts (a delete is count 0). Changes run one after another; the server's answer becomes the
 * cart once no later change waits, so a slow answer never undoes a newer click.
 *
 * Ownership: the stored cart remembers whose server cart it mirrors (`owner`). At login, or at
 * start for a logged-in user, a guest cart (owner 0) is merged into the server cart by the add
 * rule (same id and lot type: counts summed); a cart that already mirrors this user is replaced
 * by the server cart (merging it again would double every count); another user's cart is dropped.
 * At logout (or when a stored user cart meets a guest at start) the local cart is emptied: the
 * lines stay on the user's server cart.
 */

/**
 * The server's side of the sync (./server-sync.ts), fetched the first time a signed-in player's
 * cart needs it: a guest never downloads it. A fetch that fails fails that task like a refused
 * change (the cart is kept locally, and says so); the next task fetches it again.
 */
let server: Promise<typeof ServerSync> | null = null;
function serverSync(): Promise<typeof ServerSync> {
  server ??= import('./server-sync').catch((error: unknown) => {
    server = null;
    throw error;
  });
  return server;
}

let queue: Promise<void> = Promise.resolve();
let waiting = 0;

function enqueue(task: (sync: typeof ServerSync) => Promise<void>): Promise<void> {
  waiting++;
  $cartSyncing.set(true);
  const run = queue
    .then(serverSync)
    .then(task)
    .then(
      () => $cartSyncError.set(null),
      (error: unknown) => {
        $cartSyncError.set(error instanceof Error ? error.message : String(error));
        logIgnored('a cart change the server did not take (kept locally)', error);
        noticeNotSynced();
      },
    );
  queue = run.finally(() => {
    waiting--;
    if (waiting === 0) $cartSyncing.set(false);
  });
  return queue;
}

/** True inside a task when no other change waits behind it. */
const isLast = () => waiting === 1;

/**
 * Reads the server cart (merging a guest cart into it). The lines as they are when it is asked
 * for tell it which ones the player changes while it waits: those changes stand.
 */
function merge(userId: number): Promise<void> {
  const before = $cartState.get().lines;
  return enqueue((sync) => sync.mergeInto(userId, before));
}

/** Called by every local cart action with the lines it changed. */
export function syncLocalChange(changed: LineIdentity[]): Promise<void> {
  startCartSync();
  const userId = $profile.get().user_id;
  if (userId === 0 || changed.length === 0) return queue;
  return enqueue((sync) => sync.push(userId, changed, isLast));
}

let stopProfile: (() => void) | null = null;
let lastUserId: number | null = null;

/** Follows the session: merge at login (and at start when logged in), empty at logout. Idempotent. */
export function startCartSync(): void {
  if (stopProfile || pageCart.syncing) return;
  pageCart.syncing = true;
  stopProfile = $profile.subscribe((profile) => {
    const previous = lastUserId;
    lastUserId = profile.user_id;
    if (profile.user_id === previous) return;
    if (profile.user_id === 0) {
      // A cart that mirrors a user who is no longer logged in (logout, or an expired session at
      // start) is not the guest's: it is emptied, while a guest cart stays.
      if ($cartState.get().owner !== 0) $cartState.set(EMPTY_CART);
      return;
    }
    void merge(profile.user_id);
  });
}

/** Stops following the session (tests). */
export function stopCartSync(): void {
  stopProfile?.();
  stopProfile = null;
  lastUserId = null;
  pageCart.syncing = false;
}

/**
 * Reads the server cart again (a payment refused because a price changed): the lines take the
 * catalogue's prices as they are now. A guest's cart has no server copy and stays as it is.
 */
export function refreshCart(): Promise<void> {
  startCartSync();
  const userId = $profile.get().user_id;
  return userId === 0 ? queue : merge(userId);
}

/** Resolves when every queued change has been answered. */
export function cartSynced(): Promise<void> {
  return queue;
}
