import { COIN_PACKS_PER_SLIDE, ENABLED_ONLY, addCoinPackToCart, formatCoinPackRdc, getApi, splitAmount } from '@rdc/core';
import type { CoinPack } from '@rdc/core/schemas';
import { useEffect } from 'react';
import { cartChangeDetail } from '../platform/cart-events';
import { useEmit } from '../platform/events';
import { describeError } from '../platform/describe-error';
import { useLoad } from '../platform/use-load';
import { Status } from '../ui/Status';
import { Slider } from '../ui/Slider';

/** "loading (skeleton placeholders: … 6 for coins)" (marketplace-content.md §4). */
const SKELETONS = 6;

const loadCoinPacks = () => getApi().market.coinsPackages.list({ where: ENABLED_ONLY });

/**
 * The coin-pack slider (accounts-cart-checkout.md §2, marketplace-content.md §9): 6 packs per
 * slide, each with its RDC amount, the USD price split into whole and fractional parts, the -20%
 * badge and Buy, which adds the pack to the cart.
 */
export function CoinPacks() {
  const packs = useLoad('coin-packs', loadCoinPacks);
  const emit = useEmit();

  useEffect(() => {
    if (packs.status === 'error') emit('rdc-error', { source: 'rdc-coin-packs', ...describeError(packs.error) });
  }, [packs, emit]);

  if (packs.status === 'loading') {
    return (
      <section className="packs" part="packs" aria-busy="true" aria-label="Coin packs">
        <ul className="packs__grid">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index} className="pack pack--skeleton" part="skeleton" data-testid="coin-pack-skeleton" />
          ))}
        </ul>
      </section>
    );
  }
  if (packs.status === 'error') return <Status kind="maintenance" />;
  if (packs.data.list.length === 0) return <Status kind="no-item" title="Coin not found" />;

  const buy = (pack: CoinPack) => {
    if (addCoinPackToCart(pack).added) emit('rdc-cart-change', cartChangeDetail());
  };

  return (
    <section className="packs" part="packs" aria-label="Coin packs">
      <Slider
        items={packs.data.list}
        perSlide={COIN_PACKS_PER_SLIDE}
        itemKey={(pack) => pack.id}
        renderSlide={(slide) => (
          <ul className="packs__grid">
            {slide.map((pack) => (
              <CoinPackCard key={pack.id} pack={pack} onBuy={buy} />
            ))}
          </ul>
        )}
      />
    </section>
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
