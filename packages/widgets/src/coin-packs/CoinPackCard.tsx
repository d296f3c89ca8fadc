import { COIN_PACK_SALE, coinPackFormerPrice, formatCoinPackRdc, formatMoney, moneyParts } from '@rdc/core';
import type { CoinPack } from '@rdc/core/schemas';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

/**
 * One coin pack (accounts-cart-checkout.md §2, marketplace-content.md §9): its RDC amount, the USD
 * price split into whole and fractional parts, the -20% sale badge beside the struck-through price
 * it is taken off, and Buy. The slider and the Virtual Currency grid show the same card; what Buy
 * does is theirs.
 */
export function CoinPackCard({ pack, onBuy }: { pack: CoinPack; onBuy: (pack: CoinPack) => void }) {
  const locale = useLocale();
  const price = moneyParts(pack.price.USD, 'USD', locale);
  const currency = <span className="pack__currency">{price.currency}</span>;
  const rdc = formatCoinPackRdc(pack, locale);
  return (
    <article className="pack" part="pack">
      <p className="pack__amount" part="amount">
        {rdc}
      </p>
      <p className="pack__price" part="price" aria-label={formatMoney(pack.price.USD, 'USD', locale)}>
        {price.currencyFirst && currency}
        <span className="pack__whole">{price.whole}</span>
        <span className="pack__fraction">{price.fraction}</span>
        {!price.currencyFirst && currency}
      </p>
      <p className="pack__was">
        <span className="pack__sale" part="sale">
          {COIN_PACK_SALE.label}
        </span>{' '}
        <span className="rdc-visually-hidden">{m.coin_packs_was(locale)} </span>
        <s className="pack__former" part="former-price">
          {formatMoney(coinPackFormerPrice(pack), 'USD', locale)}
        </s>
      </p>
      <button
        type="button"
        className="rdc-button pack__buy"
        part="buy"
        aria-label={m.coin_packs_buy_label(locale, { amount: rdc })}
        onClick={() => onBuy(pack)}
      >
        {m.coin_packs_buy(locale)}
      </button>
    </article>
  );
}
