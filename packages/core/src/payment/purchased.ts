import { LOT_TYPES } from '../schemas/common';
import type { PurchaseResult } from '../schemas/payment';

/** The purchase modal's slider: every purchased product, in the result's group order. */
export function purchasedProducts(result: PurchaseResult): PurchaseResult['item'] {
  return LOT_TYPES.flatMap((lotType) => result[lotType]);
}

/** "Purchase modal titled You Have Purchased". */
export const PURCHASE_MODAL_TITLE = 'You Have Purchased';
