import { COIN_PACK_SALE, coinPackFormerPrice, formatAmount, formatCoinPackRdc, splitAmount } from '@rdc/core';
import type { CoinPack } from '@rdc/core/schemas';

/**
 * One coin pack (accounts-cart-checkout.md §2, marketplace-content.md §9): its RDC amount, the USD
 * price split into whole and fractional parts, the -20% sale badge beside the struck-through price
 * it is taken off, and Buy. The slider and the Virtual Currency grid show the same card; what Buy
 * does is theirs.
 */
export function CoinPackCard({ pack, onBuy }: { pack: CoinPack; onBuy: (pack: CoinPack) => void }) {
  const price = splitAmount(pack.price.USD);
  const rdc = formatCoinPackRdc(pack);
  return (
    <article className="pack" part="pack">
      <p className="pack__amount" part="amount">
        <span className="pack__count">{rdc}</span> RDC
      </p>
      <p className="pack__price" part="price" aria-label={`USD ${price.whole}.${price.fraction}`}>
        <span className="pack__currency">$</span>
        <span className="pack__whole">{price.whole}</span>
        <span className="pack__fraction">.{price.fraction}</span>
      </p>
      <p className="pack__was">
        <span className="pack__sale" part="sale">
          {COIN_PACK_SALE.label}
        </span>{' '}
        <span className="rdc-visually-hidden">was </span>
        <s className="pack__former" part="former-price">
          ${formatAmount(coinPackFormerPrice(pack))}
        </s>
      </p>
      <button
        type="button"
        className="rdc-button pack__buy"
        part="buy"
        aria-label={`Buy ${rdc} RDC`}
        onClick={() => onBuy(pack)}
      >
        Buy
      </button>
    </article>
  );
}
