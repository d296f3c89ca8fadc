import { computed } from 'nanostores';
import { $buyNowProduct } from '../buy-now/store';
import { $cart } from '../cart/stores';
import { isSaveCardRequired } from './rules';

/**
 * "Required For Subscriptions": any lot in the cart or the buy-now modal is a subscription. Its own
 * module so that adding a card needs only the cart and the buy-now product, not the checkout store.
 */
export const $saveCardRequired = computed([$cart, $buyNowProduct], (lines, product) =>
  isSaveCardRequired(product ? [...lines, product] : lines),
);
