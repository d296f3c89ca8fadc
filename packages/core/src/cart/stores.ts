import { computed, onMount } from 'nanostores';
import { badgeText, cartCount } from './lines';
import { pageCart } from './page-cart';
import { periodLengthOf } from './line-period';
import { startCartSync } from './sync';
import { cartTotals } from './totals';

/**
 * The stored cart: its lines and whose server cart they mirror (0: a guest cart). Bound here, not
 * re-exported from ./page-cart, so that a bundle importing only this store keeps the onMount below
 * (core is side-effect free for bundlers: a re-export would let them drop this module).
 */
export const $cartState = pageCart.state;

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
