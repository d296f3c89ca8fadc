import { isApiError } from '../api/errors';
import { createCartApi } from '../api/domains/cart';
import { getDomain } from '../config';
import type { CartProduct } from '../schemas/cart';
import { logIgnored } from '../log-ignored';
import { $profile } from '../session/page-session';
import { linePeriod } from './line-period';
import { lineKey, mergeLines, sameLine, type LineIdentity } from './lines';
import { linesFromAnswer, toEntry } from './server-lines';
import { noticeNotSynced } from './notices';
import { $cartSyncError, $cartSyncing, pageCart } from './page-cart';
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

let queue: Promise<void> = Promise.resolve();
let waiting = 0;

function enqueue(task: () => Promise<void>): Promise<void> {
  waiting++;
  $cartSyncing.set(true);
  const run = queue.then(task).then(
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

function adopt(userId: number, lines: CartProduct[]): void {
  if ($profile.get().user_id === userId) $cartState.set({ owner: userId, lines });
}

async function mergeInto(userId: number): Promise<void> {
  const cart = getDomain(createCartApi);
  const server = await cart.edit({ shopping_cart_items: [] });
  const state = $cartState.get();
  const serverLines = linesFromAnswer(server, state.lines);
  if (state.owner !== 0 || state.lines.length === 0) {
    adopt(userId, serverLines);
    return;
  }
  const merged = mergeLines(serverLines, state.lines);
  const changed = merged.filter((line) => {
    const before = serverLines.find((s) => sameLine(s, line));
    return !before || lineEdited(before, line);
  });
  if (changed.length === 0) {
    adopt(userId, serverLines);
    return;
  }
  const entries = changed.map((line) => toEntry(line, line));
  let answer = server;
  try {
    answer = await cart.edit({ shopping_cart_items: entries });
  } catch (error) {
    if (!refusedInput(error)) throw error;
    // One line the server refuses (a lot no longer sold) must not keep the others out.
    for (const entry of entries) {
      try {
        answer = await cart.edit({ shopping_cart_items: [entry] });
      } catch (lineError) {
        if (!refusedInput(lineError)) throw lineError;
        logIgnored('a guest cart line the server refused', lineError);
      }
    }
  }
  adopt(userId, withEditsSince(linesFromAnswer(answer, merged), state.lines, $cartState.get().lines));
}

/**
 * The server's lines, except those the player changed while the merge was on its way (a currency
 * picked, a count raised): the local line stands, and the change waiting in the queue sends it.
 * Without this the merge's answer would put the old line back and that change would send it.
 */
function withEditsSince(server: CartProduct[], before: CartProduct[], now: CartProduct[]): CartProduct[] {
  const edited = (line: CartProduct) => {
    const old = before.find((candidate) => sameLine(candidate, line));
    return !old || lineEdited(old, line);
  };
  const removed = (line: LineIdentity) =>
    before.some((old) => sameLine(old, line)) && !now.some((local) => sameLine(local, line));
  const lines = server
    .filter((line) => !removed(line))
    .map((line) => {
      const local = now.find((candidate) => sameLine(candidate, line));
      return local && edited(local) ? local : line;
    });
  for (const local of now)
    if (edited(local) && !lines.some((line) => sameLine(line, local))) lines.push(local);
  return lines;
}

/** What the server keeps of a line changed: its count, its currency or its chosen period. */
function lineEdited(before: CartProduct, after: CartProduct): boolean {
  return (
    before.count !== after.count ||
    before.selectCurrency !== after.selectCurrency ||
    linePeriod(before)?.id !== linePeriod(after)?.id
  );
}

/** The server said no to the input itself (4xx other than 401), so sending it again cannot help. */
function refusedInput(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401
  );
}

/** Sends the current state of the given lines (count 0 for a line that is gone). */
async function push(userId: number, keys: LineIdentity[]): Promise<void> {
  if ($profile.get().user_id !== userId) return;
  // A merge that failed earlier is done first: it sends every line.
  if ($cartState.get().owner !== userId) {
    await mergeInto(userId);
    return;
  }
  const unique = new Map(keys.map((key) => [lineKey(key), key]));
  const lines = $cartState.get().lines;
  const entries = [...unique.values()].map((key) =>
    toEntry(
      key,
      lines.find((line) => sameLine(line, key)),
    ),
  );
  const answer = await getDomain(createCartApi).edit({ shopping_cart_items: entries });
  if (isLast()) adopt(userId, linesFromAnswer(answer, $cartState.get().lines));
}

/** Called by every local cart action with the lines it changed. */
export function syncLocalChange(changed: LineIdentity[]): Promise<void> {
  startCartSync();
  const userId = $profile.get().user_id;
  if (userId === 0 || changed.length === 0) return queue;
  return enqueue(() => push(userId, changed));
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
    const userId = profile.user_id;
    void enqueue(() => mergeInto(userId));
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
  if (userId === 0) return queue;
  return enqueue(() => mergeInto(userId));
}

/** Resolves when every queued change has been answered. */
export function cartSynced(): Promise<void> {
  return queue;
}
