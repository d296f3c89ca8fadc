import {
  $additionalCurrency,
  addAdditionalCurrencyPack,
  lotCatalogue,
  EVERY_COIN_PACK,
  coinPackTitle,
  formatCoinPackRdc,
  removeAdditionalCurrencyPack,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import swiperCss from 'swiper/css?inline';
import { CoinPackSlider } from '../coin-packs/CoinPackSlider';
import packCss from '../coin-packs/CoinPackSlider.css?inline';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
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
  const locale = useLocale();
  return (
    <div className="additional" part="additional-currency">
      {packs.status === 'loading' && <p role="status">{m.checkout_loading_packs(locale)}</p>}
      {packs.status === 'error' && <Status kind="maintenance" />}
      {packs.status === 'empty' && <Status kind="no-item" title={m.coin_packs_not_found(locale)} />}
      {packs.status === 'loaded' && (
        <div role="region" aria-label={m.coin_packs_label(locale)}>
          <CoinPackSlider packs={packs.value.list} onBuy={addAdditionalCurrencyPack} />
        </div>
      )}
      {chosen.length > 0 && (
        <ul className="additional__chosen" aria-label={m.checkout_additional_currency(locale)}>
          {chosen.map((line) => (
            <li key={line.pack.id}>
              {coinPackTitle(line.pack, locale)} × {line.lot_count}{' '}
              <button
                type="button"
                className="link-button"
                aria-label={m.checkout_remove_pack(locale, { pack: formatCoinPackRdc(line.pack, locale) })}
                onClick={() => removeAdditionalCurrencyPack(line.pack.id)}
              >
                {m.checkout_remove(locale)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
