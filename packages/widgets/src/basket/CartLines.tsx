import {
  $cart,
  $cartSyncError,
  $topUpLines,
  CART_SYNC_FAILED_TEXT,
  canIncrement,
  decrementLine,
  formatAmount,
  incrementLine,
  lineCost,
  lineKey,
  lineNeedsTopUp,
  linePeriod,
  openTopUp,
  payableCurrencies,
  periodLabel,
  productLink,
  removeLine,
  setLineCurrency,
} from '@rdc/core';
import type { CartProduct, Currency } from '@rdc/core/schemas';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { cartChangeDetail } from '../platform/cart-events';
import { useEmit } from '../platform/events';
import { CoinPicture } from './CoinPicture';

/**
 * The cart lines: title, image, count with minus and plus (plus disabled for subscriptions), the
 * currency choice (with the top-up prompt when RDC falls short), and remove.
 */
export function CartLines({ productBase = '' }: { productBase?: string }) {
  const lines = useStore($cart);
  const topUp = useStore($topUpLines);
  const syncFailed = useStore($cartSyncError) !== null;
  if (lines.length === 0) {
    return (
      <p className="cart__empty">
        <span>Your cart is empty.</span> <a href={`${productBase}/marketplace`}>Continue shopping</a>
      </p>
    );
  }
  return (
    <>
      <p className="cart__sync" role="status">
        {syncFailed ? CART_SYNC_FAILED_TEXT : ''}
      </p>
      <ul className="cart__lines" aria-label="Products in the cart">
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
          {href ? <a href={`${productBase}${href}`}>{line.title}</a> : line.title}
        </p>
        <p className="line__cost">
          {line.selectCurrency} {formatAmount(cost)}
          {period && <span className="line__period"> for {periodLabel(period)}</span>}
        </p>
        {needsTopUp && (
          <p className="line__top-up" role="status">
            Not enough RDC for this product.{' '}
            <button type="button" className="link-button" onClick={openTopUp}>
              Top up your balance with coin packs
            </button>
          </p>
        )}
      </div>
      <div className="line__count" role="group" aria-label={`Count of ${line.title}`}>
        <button
          type="button"
          className="line__step"
          aria-label={`One less ${line.title}`}
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
          aria-label={`One more ${line.title}`}
          disabled={!canIncrement(line)}
          onClick={() => changed(incrementLine(line))}
        >
          +
        </button>
      </div>
      <label className="line__currency">
        <span className="rdc-visually-hidden">Currency of {line.title}</span>
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
        aria-label={`Remove ${line.title}`}
        onClick={() => changed(removeLine(line))}
      >
        Remove
      </button>
    </li>
  );
}
