import { $cart, $cartCount } from '@rdc/core';
import type { RdcEventDetailMap } from './events';

/** The detail of rdc-cart-change: the summed count and the lines as the server stores them. */
export function cartChangeDetail(): RdcEventDetailMap['rdc-cart-change'] {
  return {
    count: $cartCount.get(),
    lines: $cart.get().map((line) => ({
      lot_id: line.id,
      lot_type: line.lot_type,
      count: line.count,
      currency: line.selectCurrency,
    })),
  };
}
