export * from './lines';
export * from './totals';
export { CART_STORAGE_KEY, decodeStoredCart, periodLengthOf } from './storage';
export type { StoredCart } from './storage';
export * from './stores';
export * from './actions';
export { cartSynced, startCartSync, stopCartSync } from './sync';
export * from './product-link';
