import { $additionalCurrency, addAdditionalCurrencyPack, formatCoinPackRdc, loadCoinPacks, removeAdditionalCurrencyPack } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { CoinPackSlider } from '../coin-packs/CoinPackSlider';
import { useLoad } from '../platform/use-load';
import { Status } from '../ui/Status';

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
          <CoinPackSlider packs={packs.data.list} onBuy={addAdditionalCurrencyPack} />
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
