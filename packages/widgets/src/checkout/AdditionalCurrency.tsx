import {
  $additionalCurrency,
  COIN_PACKS_PER_SLIDE,
  ENABLED_ONLY,
  addAdditionalCurrencyPack,
  formatCoinPackRdc,
  getApi,
  removeAdditionalCurrencyPack,
  splitAmount,
} from '@rdc/core';
import type { CoinPack } from '@rdc/core/schemas';
import { useStore } from '@nanostores/react';
import { useLoad } from '../platform/use-load';
import { Slider } from '../ui/Slider';
import { Status } from '../ui/Status';

const loadCoinPacks = () => getApi().market.coinsPackages.list({ where: ENABLED_ONLY });

/**
 * The additional-currency view: coin packs, 6 per slide, each with its RDC amount, the USD price
 * split into whole and fractional parts, the -20% badge and Buy (which adds it to the top-up), and
 * the packs chosen so far.
 */
export function AdditionalCurrency() {
  const packs = useLoad('basket-coin-packs', loadCoinPacks);
  const chosen = useStore($additionalCurrency);
  return (
    <div className="additional" part="additional-currency">
      {packs.status === 'loading' && <p role="status">Loading coin packs…</p>}
      {packs.status === 'error' && <Status kind="maintenance" />}
      {packs.status === 'ready' && (
        <div role="region" aria-label="Coin packs">
          <Slider
            items={packs.data.list}
            perSlide={COIN_PACKS_PER_SLIDE}
            itemKey={(pack) => pack.id}
            renderSlide={(slide) => (
              <ul className="packs__grid">
                {slide.map((pack) => (
                  <Pack key={pack.id} pack={pack} />
                ))}
              </ul>
            )}
          />
        </div>
      )}
      {chosen.length > 0 && (
        <ul className="additional__chosen" aria-label="Additional currency">
          {chosen.map((line) => (
            <li key={line.pack.id}>
              {line.pack.title ?? `${formatCoinPackRdc(line.pack)} RDC`} × {line.lot_count}{' '}
              <button
                type="button"
                className="link-button"
                aria-label={`Remove ${formatCoinPackRdc(line.pack)} RDC`}
                onClick={() => removeAdditionalCurrencyPack(line.pack.id)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Pack({ pack }: { pack: CoinPack }) {
  const price = splitAmount(pack.price.USD);
  const rdc = formatCoinPackRdc(pack);
  return (
    <li className="pack" part="pack">
      <span className="pack__sale">-20%</span>
      <p className="pack__amount">
        <span className="pack__count">{rdc}</span> RDC
      </p>
      <p className="pack__price" aria-label={`USD ${price.whole}.${price.fraction}`}>
        <span className="pack__currency">$</span>
        <span className="pack__whole">{price.whole}</span>
        <span className="pack__fraction">.{price.fraction}</span>
      </p>
      <button type="button" className="rdc-button pack__buy" aria-label={`Buy ${rdc} RDC`} onClick={() => addAdditionalCurrencyPack(pack)}>
        Buy
      </button>
    </li>
  );
}
