import {
  $additionalCurrency,
  addAdditionalCurrencyPack,
  lotCatalogue,
  EVERY_COIN_PACK,
  formatCoinPackRdc,
  removeAdditionalCurrencyPack,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import swiperCss from 'swiper/css?inline';
import { CoinPackSlider } from '../coin-packs/CoinPackSlider';
import packCss from '../coin-packs/CoinPackSlider.css?inline';
import { usePartStyles } from '../platform/use-part-styles';
import sliderCss from '../ui/Slider.css?inline';
import { Status } from '../ui/Status';
import { useQueryState } from '../ui/useQueryState';
import css from './AdditionalCurrency.css?inline';

/** The slider's and the packs' styles come with the view, then its own smaller packs. */
export const STYLES = [swiperCss, sliderCss, packCss, css];

/**
 * The additional-currency view: coin packs, 6 per slide, each with its RDC amount, the USD price
 * split into whole and fractional parts, the -20% badge and Buy (which adds it to the top-up), and
 * the packs chosen so far.
 */
export function AdditionalCurrency() {
  usePartStyles(STYLES);
  // The coin-pack slider's list: one request for both on a page.
  const { state: packs } = useQueryState(lotCatalogue.coinPacks, EVERY_COIN_PACK);
  const chosen = useStore($additionalCurrency);
  return (
    <div className="additional" part="additional-currency">
      {packs.status === 'loading' && <p role="status">Loading coin packs…</p>}
      {packs.status === 'error' && <Status kind="maintenance" />}
      {packs.status === 'empty' && <Status kind="no-item" title="Coin not found" />}
      {packs.status === 'loaded' && (
        <div role="region" aria-label="Coin packs">
          <CoinPackSlider packs={packs.value.list} onBuy={addAdditionalCurrencyPack} />
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
