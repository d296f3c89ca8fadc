import { addToCart } from '../cart/actions';
import type { CoinPack } from '../schemas/lot';
import { coinPackRdc } from './amount';
import { coinPackTitle } from './amount-text';

/**
 * Buy on a coin pack of the slider: one press adds the pack with quantity 1. A pack's `count` is
 * its RDC amount while a cart line's `count` is a quantity, so the pack is not handed to
 * `addToCart` as it is; its amount stays in the title, written for `locale`.
 */
export function addCoinPackToCart(pack: CoinPack, locale: string): ReturnType<typeof addToCart> {
  return addToCart(
    {
      id: pack.id,
      lot_type: 'coin',
      title: coinPackTitle(pack, locale),
      price: pack.price,
      enabled: pack.enabled,
      pack_rdc: coinPackRdc(pack),
    },
    { count: 1 },
  );
}
