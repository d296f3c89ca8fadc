import {
  $cart,
  $cartSyncError,
  $topUpLines,
  CART_SYNC_FAILED_TEXT,
  canIncrement,
  decrementLine,
  formatMoney,
  formatUnits,
  incrementLine,
  lineCost,
  lineKey,
  lineNeedsTopUp,
  linePeriod,
  openTopUp,
  payableCurrencies,
  productLink,
  removeLine,
  setLineCurrency,
  sitePath,
} from '@rdc/core';
import type { CartProduct, Currency } from '@rdc/core/schemas';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import * as m from '../generated/messages';
import { cartChangeDetail } from '../platform/cart-events';
import { useEmit } from '../platform/events';
import { useLocale } from '../platform/use-locale';
import { CoinPicture } from './CoinPicture';

/**
 * The cart lines: title, image, count with minus and plus (plus disabled for subscriptions), the
 * currency choice (with the top-up prompt when RDC falls short), and remove.
 */
export function CartLines({ productBase = '' }: { productBase?: string }) {
  const lines = useStore($cart);
  const topUp = useStore($topUpLines);
  const syncFailed = useStore($cartSyncError) !== null;
  const locale = useLocale();
  if (lines.length === 0) {
    return (
      <p className="cart__empty">
        <span>{m.basket_empty(locale)}</span>{' '}
        <a href={sitePath(`${productBase}/marketplace`)}>{m.basket_continue_shopping(locale)}</a>
      </p>
    );
  }
  return (
    <>
      <p className="cart__sync" role="status">
        {syncFailed ? CART_SYNC_FAILED_TEXT : ''}
      </p>
      <ul className="cart__lines" aria-label={m.basket_lines_label(locale)}>
        {lines.map((line) => (
          <CartLine
            key={lineKey(line)}
            line={line}
            needsTopUp={lineNeedsTopUp(line, topUp)}
            productBase={productBase}
          />
        ))}
      </ul>
    </>
  );
}

function CartLine({
  line,
  needsTopUp,
  productBase,
}: {
  line: CartProduct;
  needsTopUp: boolean;
  productBase: string;
}) {
  const emit = useEmit();
  const id = useId();
  const locale = useLocale();
  const href = productLink(line);
  const changed = (change: Promise<void>) => {
    emit('rdc-cart-change', cartChangeDetail());
    void change;
  };
  const period = linePeriod(line);
  const cost = lineCost(line, line.selectCurrency, period?.length);
  return (
    <li className="line" part="line">
      {line.image_url ? (
        <img className="line__image" src={line.image_url} alt="" />
      ) : line.lot_type === 'coin' ? (
        <CoinPicture />
      ) : (
        <span className="line__image" aria-hidden="true" />
      )}
      <div className="line__main">
        <p className="line__title" id={`${id}-title`}>
          {href ? <a href={sitePath(`${productBase}${href}`)}>{line.title}</a> : line.title}
        </p>
        <p className="line__cost">
          {formatMoney(cost, line.selectCurrency, locale)}
          {period && (
            <span className="line__period">
              {' '}
              {m.basket_line_period(locale, { period: formatUnits(period.length, 'month', locale) })}
            </span>
          )}
        </p>
        {needsTopUp && (
          <p className="line__top-up" role="status">
            {m.basket_top_up_needed(locale)}{' '}
            <button type="button" className="link-button" onClick={openTopUp}>
              {m.basket_top_up(locale)}
            </button>
          </p>
        )}
      </div>
      <div
        className="line__count"
        role="group"
        aria-label={m.basket_line_count(locale, { title: line.title })}
      >
        <button
          type="button"
          className="line__step"
          aria-label={m.basket_line_less(locale, { title: line.title })}
          onClick={() => changed(decrementLine(line))}
        >
          −
        </button>
        <output className="line__value" aria-live="polite">
          {line.count}
        </output>
        <button
          type="button"
          className="line__step"
          aria-label={m.basket_line_more(locale, { title: line.title })}
          disabled={!canIncrement(line)}
          onClick={() => changed(incrementLine(line))}
        >
          +
        </button>
      </div>
      <label className="line__currency">
        <span className="rdc-visually-hidden">{m.basket_line_currency(locale, { title: line.title })}</span>
        <select
          value={line.selectCurrency}
          onChange={(event) => changed(setLineCurrency(line, event.target.value as Currency))}
        >
          {payableCurrencies(line).map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="link-button line__remove"
        aria-label={m.basket_line_remove(locale, { title: line.title })}
        onClick={() => changed(removeLine(line))}
      >
        {m.basket_remove(locale)}
      </button>
    </li>
  );
}
