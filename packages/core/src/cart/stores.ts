import { computed, onMount } from 'nanostores';
import { badgeText, cartCount } from './lines';
import { $cartState } from './state';
import { periodLengthOf } from './storage';
import { startCartSync } from './sync';
import { cartTotals } from './totals';

export { $cartState, $cartSyncError, $cartSyncing } from './state';

/** The cart lines, in the order they were added. */
export const $cart = computed($cartState, (state) => state.lines);
/** Totals in minor units: each line counts in its selected currency; plans × their period length. */
export const $cartTotals = computed($cart, (lines) => cartTotals(lines, periodLengthOf));
/** The summed product counts. */
export const $cartCount = computed($cart, cartCount);
/** The basket badge: the count up to 99, then '99+'. */
export const $cartBadge = computed($cartCount, badgeText);

// Whoever shows the cart also keeps it in step with the session: merged at login, emptied at logout.
onMount($cartState, () => {
  startCartSync();
});
