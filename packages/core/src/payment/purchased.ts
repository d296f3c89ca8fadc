import * as m from '../generated/messages';
import { LOT_TYPES } from '../schemas/common';
import type { PurchaseResult } from '../schemas/payment';

/**
 * "Purchase modal titled You Have Purchased: a slider of purchased products with image and title":
 * its title, what its slider holds, and how many products one slide shows (ours: 3, like cards).
 */
export const PURCHASE_MODAL_TITLE = m.payment_purchased_title;

/** Purchased products shown per slide. */
export const PURCHASED_PER_SLIDE = 3;

/** The purchase modal's slider: every purchased product, in the result's group order. */
export function purchasedProducts(result: PurchaseResult): PurchaseResult['item'] {
  return LOT_TYPES.flatMap((lotType) => result[lotType]);
}
