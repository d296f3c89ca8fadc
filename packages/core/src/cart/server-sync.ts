import { isApiError } from '../api/errors';
import { createCartApi } from '../api/domains/cart';
import { getDomain } from '../config';
import type { CartProduct } from '../schemas/cart';
import { logIgnored } from '../log-ignored';
import { $profile } from '../session/page-session';
import { linePeriod } from './line-period';
import { lineKey, mergeLines, sameLine, type LineIdentity } from './lines';
import { linesFromAnswer, toEntry } from './server-lines';
import { pageCart } from './page-cart';

/*
 * What a signed-in player's cart sends to the server and takes from it: the merge at login and
 * each change, as tasks of the queue in ./sync.ts. Only a signed-in player needs it, so the
 * partner bundle fetches it when a session exists, not on every page.
 */

const $cartState = pageCart.state;

function adopt(userId: number, lines: CartProduct[]): void {
  if ($profile.get().user_id === userId) $cartState.set({ owner: userId, lines });
}

/**
 * Merges the stored cart into the server cart at login (see ./sync.ts), or reads the server cart
 * again. `before` is the cart when this was asked for: what the player changed since is kept (see
 * `withEditsSince`).
 */
export async function mergeInto(userId: number, before: readonly CartProduct[]): Promise<void> {
  const cart = getDomain(createCartApi);
  const server = await cart.edit({ shopping_cart_items: [] });
  const state = $cartState.get();
  const serverLines = linesFromAnswer(server, state.lines);
  if (state.owner !== 0 || state.lines.length === 0) {
    adopt(userId, withEditsSince(serverLines, before));
    return;
  }
  const merged = mergeLines(serverLines, state.lines);
  const changed = merged.filter((line) => {
    const old = serverLines.find((s) => sameLine(s, line));
    return !old || lineEdited(old, line);
  });
  if (changed.length === 0) {
    adopt(userId, withEditsSince(serverLines, before));
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
  adopt(userId, withEditsSince(linesFromAnswer(answer, merged), before));
}

/**
 * The server's lines, except those the player changed since `before` (a currency picked, a count
 * raised, a line removed): the local line stands, or stays gone. Each such change was queued
 * after this read and sends the line as the cart holds it, so without this the answer would put
 * the old line back and that change would send the old line too.
 */
function withEditsSince(server: CartProduct[], before: readonly CartProduct[]): CartProduct[] {
  const now = $cartState.get().lines;
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

/**
 * Sends the current state of the given lines (count 0 for a line that is gone). `isLast` tells
 * whether no other change waits behind this one: only then does the answer become the cart.
 */
export async function push(userId: number, keys: LineIdentity[], isLast: () => boolean): Promise<void> {
  if ($profile.get().user_id !== userId) return;
  // A merge that failed earlier is done first: it sends every line.
  if ($cartState.get().owner !== userId) {
    await mergeInto(userId, $cartState.get().lines);
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
