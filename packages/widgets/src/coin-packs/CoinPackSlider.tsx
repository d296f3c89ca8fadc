import { COIN_PACKS_PER_SLIDE } from '@rdc/core';
import type { CoinPack } from '@rdc/core/schemas';
import { Slider } from '../ui/Slider';
import { CoinPackCard } from './CoinPackCard';

/**
 * Coin packs, "6 per slide, each showing its RDC amount, the USD price split into whole and
 * fractional parts, a -20% sale badge and a Buy button": the coin-pack widget's and the basket's
 * additional-currency view's; what Buy does is theirs.
 */
export function CoinPackSlider({
  packs,
  onBuy,
}: {
  packs: readonly CoinPack[];
  onBuy: (pack: CoinPack) => void;
}) {
  return (
    <Slider
      items={packs}
      perSlide={COIN_PACKS_PER_SLIDE}
      itemKey={(pack) => pack.id}
      renderSlide={(slide) => (
        <ul className="packs__grid">
          {slide.map((pack) => (
            <li key={pack.id} className="packs__cell">
              <CoinPackCard pack={pack} onBuy={onBuy} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
