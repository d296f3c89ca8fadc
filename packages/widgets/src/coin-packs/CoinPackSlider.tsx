import { COIN_PACKS_PER_SLIDE, formatCoinPackRdc, splitAmount } from '@rdc/core';
import type { CoinPack } from '@rdc/core/schemas';
import { Slider } from '../ui/Slider';

/**
 * Coin packs, "6 per slide, each showing its RDC amount, the USD price split into whole and
 * fractional parts, a -20% sale badge and a Buy button": the coin-pack widget's and the basket's
 * additional-currency view's; what Buy does is theirs.
 */
export function CoinPackSlider({ packs, onBuy }: { packs: readonly CoinPack[]; onBuy: (pack: CoinPack) => void }) {
  return (
    <Slider
      items={packs}
      perSlide={COIN_PACKS_PER_SLIDE}
      itemKey={(pack) => pack.id}
      renderSlide={(slide) => (
        <ul className="packs__grid">
          {slide.map((pack) => (
            <CoinPackCard key={pack.id} pack={pack} onBuy={onBuy} />
          ))}
        </ul>
      )}
    />
  );
}

function CoinPackCard({ pack, onBuy }: { pack: CoinPack; onBuy: (pack: CoinPack) => void }) {
  const price = splitAmount(pack.price.USD);
  const rdc = formatCoinPackRdc(pack);
  return (
    <li className="pack" part="pack">
      <span className="pack__sale" part="sale">
        -20%
      </span>
      <p className="pack__amount" part="amount">
        <span className="pack__count">{rdc}</span> RDC
      </p>
      <p className="pack__price" part="price" aria-label={`USD ${price.whole}.${price.fraction}`}>
        <span className="pack__currency">$</span>
        <span className="pack__whole">{price.whole}</span>
        <span className="pack__fraction">.{price.fraction}</span>
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
    </li>
  );
}
