import {
  $cart,
  $periods,
  $targetPeriod,
  canAddToCart,
  choosePeriod,
  formatUnits,
  loadPeriods,
  periodPriceText,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface SubscriptionPeriodsProps {
  /** The subscription's id (to tell whether it is already in the cart). */
  lotId?: number;
  /** Its USD price per month, in minor units. */
  usd?: number;
}

/**
 * The subscription page's periods (marketplace-content.md §4: "Periods: isLoading, and error 'Error loading
 * periods'; target period defaults to the first") and the price for the chosen one
 * (marketplace-content.md §9: "plan price shown is USD price times months divided by 100"). A subscription
 * already in the cart says so.
 */
export function SubscriptionPeriods({ lotId, usd }: SubscriptionPeriodsProps) {
  const id = useId();
  const state = useStore($periods);
  const target = useStore($targetPeriod);
  const cart = useStore($cart);
  const locale = useLocale();
  useEffect(() => void loadPeriods(), []);
  const inCart = lotId !== undefined && !canAddToCart(cart, { id: lotId, lot_type: 'subscription' });

  return (
    <section
      className="periods"
      part="periods"
      aria-labelledby={`${id}-title`}
      aria-busy={state.status === 'loading'}
    >
      <h2 className="periods__title" id={`${id}-title`}>
        {m.periods_title(locale)}
      </h2>
      {state.status === 'loading' && (
        <p className="periods__loading" part="loading" role="status">
          {m.periods_loading(locale)}
        </p>
      )}
      {state.status === 'error' && (
        <p className="periods__error" part="error" role="alert">
          {m.periods_error(locale)}
        </p>
      )}
      {state.status === 'ready' && (
        <fieldset className="periods__choices" part="choices">
          <legend className="rdc-visually-hidden">{m.periods_legend(locale)}</legend>
          {state.periods.map((period) => (
            <label key={period.id} className="periods__choice" part="choice">
              <input
                type="radio"
                name={`${id}-period`}
                value={period.id}
                checked={target?.id === period.id}
                onChange={() => choosePeriod(period.id)}
              />
              {formatUnits(period.length, 'month', locale)}
            </label>
          ))}
        </fieldset>
      )}
      {usd !== undefined && (
        <p className="periods__price" part="price" aria-live="polite">
          {periodPriceText(usd, target?.length, locale)}
          {target && (
            <span className="periods__for">
              {' '}
              {m.periods_for(locale, { period: formatUnits(target.length, 'month', locale) })}
            </span>
          )}
        </p>
      )}
      {inCart && (
        <p className="periods__in-cart" part="in-cart" role="status">
          {m.periods_in_cart(locale)}
        </p>
      )}
    </section>
  );
}
