import { addCoinPackToCart, formatCoinPackRdc, lotCatalogue, EVERY_COIN_PACK } from '@rdc/core';
import type { CoinPack } from '@rdc/core/schemas';
import { useEffect, useState } from 'react';
import * as m from '../generated/messages';
import { cartChangeDetail } from '../platform/cart-events';
import { useEmit } from '../platform/events';
import { describeError } from '../platform/describe-error';
import { useLocale } from '../platform/use-locale';
import { Status } from '../ui/Status';
import { useQueryState } from '../ui/useQueryState';
import { CoinPackSlider } from './CoinPackSlider';

/** "loading (skeleton placeholders: … 6 for coins)" (marketplace-content.md §4). */
const SKELETONS = 6;

/**
 * The coin-pack slider (accounts-cart-checkout.md §2, marketplace-content.md §9): 6 packs per
 * slide, each with its RDC amount, the USD price split into whole and fractional parts, the -20%
 * badge and Buy, which adds the pack to the cart.
 */
export function CoinPacks() {
  const { state: packs } = useQueryState(lotCatalogue.coinPacks, EVERY_COIN_PACK);
  const emit = useEmit();
  const locale = useLocale();
  // What the last Buy did, said where the player looks (and read out): a game's view has no
  // basket badge of its own to count up.
  const [added, setAdded] = useState('');

  useEffect(() => {
    if (packs.status === 'error')
      emit('rdc-error', { source: 'rdc-coin-packs', ...describeError(packs.cause) });
  }, [packs, emit]);

  if (packs.status === 'loading') {
    return (
      <section className="packs" part="packs" aria-busy="true" aria-label={m.coin_packs_label(locale)}>
        <ul className="packs__grid">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li
              key={index}
              className="pack pack--skeleton"
              part="skeleton"
              data-testid="coin-pack-skeleton"
            />
          ))}
        </ul>
      </section>
    );
  }
  if (packs.status === 'error') return <Status kind="maintenance" />;
  if (packs.status === 'empty') return <Status kind="no-item" title={m.coin_packs_not_found(locale)} />;

  const buy = (pack: CoinPack) => {
    if (!addCoinPackToCart(pack, locale).added) return;
    setAdded(m.coin_packs_added(locale, { amount: formatCoinPackRdc(pack, locale) }));
    emit('rdc-cart-change', cartChangeDetail());
  };

  return (
    <section className="packs" part="packs" aria-label={m.coin_packs_label(locale)}>
      <CoinPackSlider packs={packs.value.list} onBuy={buy} />
      <p className="packs__added" part="added" role="status">
        {added}
      </p>
    </section>
  );
}
