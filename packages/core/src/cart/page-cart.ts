import { atom, type WritableAtom } from 'nanostores';
import { storedAtom } from '../storage/stored-atom';
import { CART_STORAGE_KEY, EMPTY_CART, decodeStoredCart, encodeStoredCart, type StoredCart } from './storage';

interface PageCart {
  state: WritableAtom<StoredCart>;
  /** Set by the first bundle that starts syncing, so a second bundle on the page does not sync twice. */
  syncing: boolean;
}

/**
 * The page's one cart, kept on globalThis so that two widgets from two bundles of @rdc/core on
 * one page share it. Other tabs follow it through the storage event (storage/stored-atom.ts).
 */
const PAGE_CART = Symbol.for('rdc.core.cart');
const registry = globalThis as { [PAGE_CART]?: PageCart };

export const pageCart: PageCart = (registry[PAGE_CART] ??= {
  state: storedAtom<StoredCart>(CART_STORAGE_KEY, EMPTY_CART, {
    encode: encodeStoredCart,
    decode: decodeStoredCart,
  }),
  syncing: false,
});

/** The last sync failure's message; null after a successful sync. */
export const $cartSyncError = atom<string | null>(null);
/**
 * What the basket says while a change has not reached the server (the spec has no text for it: our
 * wording). The lines stay as the player left them, and the next change sends their counts again.
 */
export const CART_SYNC_FAILED_TEXT =
  'Your cart could not be saved to your account just now. It is kept on this device.';
/** True while changes wait to reach the server. */
export const $cartSyncing = atom(false);
