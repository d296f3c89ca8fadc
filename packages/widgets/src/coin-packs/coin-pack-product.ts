import type { CoinPack } from '@rdc/core/schemas';

/**
 * The cart product a coin pack becomes when Buy is pressed on the coin-pack slider.
 *
 * STOPGAP, to move into core as `addCoinPackToCart(pack)`: a coin pack's `count` is its RDC
 * amount, while a cart product's `count` is a quantity, so a pack cannot go to `addToCart` as it
 * is. The pack's amount stays in the title; the quantity is 1 per press.
 */
export function coinPackProduct(pack: CoinPack) {
  return {
    id: pack.id,
    lot_type: 'coin' as const,
    title: pack.title ?? `${pack.count} RDC`,
    price: pack.price,
    enabled: pack.enabled,
  };
}
