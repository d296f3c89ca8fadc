import { useStore } from '@nanostores/react';
import { $cart, addCoinPackToCart, addToCart, canAddToCart, type Lot } from '@rdc/core';
import type { CoinPack } from '@rdc/core/schemas';
import { cartChangeDetail } from '../platform/cart-events';
import { useEmit } from '../platform/events';
import { useLocale } from '../platform/use-locale';

/** Adding from a card, through core's cart actions; the host hears rdc-cart-change. */
export function useAddToCart() {
  const cart = useStore($cart);
  const emit = useEmit();
  const locale = useLocale();
  const announce = (added: boolean) => {
    if (added) emit('rdc-cart-change', cartChangeDetail());
  };
  return {
    canAdd: (lot: Lot) => canAddToCart(cart, lot),
    addLot: (lot: Lot) => announce(addToCart(lot, { count: 1 }).added),
    addCoinPack: (pack: CoinPack) => announce(addCoinPackToCart(pack, locale).added),
  };
}
