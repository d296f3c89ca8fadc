import { computed } from 'nanostores';
import { orderSummary } from '../checkout/order-summary';
import { $knownBalance } from '../wallet/store';
import { $buyNowProduct } from './store';

/**
 * The buy-now product's order summary: what Place order charges, by the cart's rules. Apart from
 * the store, which the partner runtime holds: only the modal and its Place order read it.
 */
export const $buyNowSummary = computed([$buyNowProduct, $knownBalance], (product, balance) =>
  orderSummary({ lines: product ? [product] : [], balance }),
);
