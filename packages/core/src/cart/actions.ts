import type { CartProduct } from '../schemas/cart';
import type { Currency } from '../schemas/common';
import { canPayIn } from './currencies';
import { noticeAdded, noticeRemoved } from './notices';
import { linesWithAdded, linesWithout, sameLine, linesWithCount, type LineIdentity } from './lines';
import { chosenCartProduct, type ProductChoice } from './product-choice';
import { $cart, $cartState } from './stores';
import { syncLocalChange } from './sync';

function commit(lines: CartProduct[], changed: LineIdentity[]): Promise<void> {
  $cartState.set({ owner: $cartState.get().owner, lines });
  return syncLocalChange(changed);
}

function find(line: LineIdentity): CartProduct | undefined {
  return $cart.get().find((l) => sameLine(l, line));
}

/** How many to add (default the product's own count, else 1), the currency, and for plans the period. */
export type AddToCartOptions = ProductChoice;

/**
 * "Adding merges with a line of the same id and lot type, summing counts; a subscription always
 * stays at count 1." Takes a lot or a cart product; a value that is not one is logged and ignored
 * (the result is false). The promise of `synced` settles when the server has the change.
 */
export function addToCart(
  product: unknown,
  options: AddToCartOptions = {},
): { added: boolean; synced: Promise<void> } {
  const line = chosenCartProduct(product, options, 'a product that is not a cart product');
  if (!line) return { added: false, synced: Promise.resolve() };
  const synced = commit(linesWithAdded($cart.get(), line), [line]);
  noticeAdded(line);
  return { added: true, synced };
}

/** "setting a count to 0 removes the line"; a subscription stays at 1. */
export function setLineCount(line: LineIdentity, count: number): Promise<void> {
  if (!find(line)) return Promise.resolve();
  return commit(linesWithCount($cart.get(), line, count), [line]);
}

/** The plus button: "change by 1". */
export function incrementLine(line: LineIdentity): Promise<void> {
  const current = find(line);
  return current ? setLineCount(line, current.count + 1) : Promise.resolve();
}

/** The minus button: "change by 1"; reaching 0 removes the line. */
export function decrementLine(line: LineIdentity): Promise<void> {
  const current = find(line);
  return current ? setLineCount(line, current.count - 1) : Promise.resolve();
}

/** The remove action (sent as count 0 when logged in). */
export function removeLine(line: LineIdentity): Promise<void> {
  const current = find(line);
  if (!current) return Promise.resolve();
  const synced = commit(linesWithout($cart.get(), line), [line]);
  noticeRemoved(current);
  return synced;
}

/** "Changing a line's currency sends one entry." A currency the line has no price in is ignored. */
export function setLineCurrency(line: LineIdentity, currency: Currency): Promise<void> {
  const current = find(line);
  if (!current || current.selectCurrency === currency || !canPayIn(current, currency))
    return Promise.resolve();
  return commit(
    $cart.get().map((l) => (l === current ? { ...l, selectCurrency: currency } : l)),
    [line],
  );
}

/** Empties the cart; logged in, every line is sent with count 0. */
export function clearCart(): Promise<void> {
  const lines = $cart.get();
  if (lines.length === 0) return Promise.resolve();
  return commit([], lines);
}
